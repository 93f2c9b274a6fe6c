/* it texts of app/content/blog/winter-in-brezovica-and-the-sharr-mountains.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Quando la prima neve abbondante si posa sui <strong>monti Šar</strong> (Sharr, Malet e Sharrit, Šar Planina), il sud del Kosovo cambia volto. La catena corre lungo il confine con la Macedonia del Nord, con creste che superano di molto i 2.000 metri, e da dicembre a marzo diventa il grande parco giochi invernale del Kosovo. Mentre a Pristina magari cade solo una spolverata, qui le valli alte possono restare sotto la neve alta per settimane.</p>

<h2>Brezovica: piste lunghe sul versante nord</h2>

<p>Il comprensorio sciistico di <a href="/destinations/6">Brezovica</a> (Brezovicë) si trova sui versanti nord della catena, sopra l'omonimo villaggio, nel comune di Štrpce (Shtërpcë). Gli impianti partono da circa 1.700 metri e, poiché i pendii sono esposti a nord, la neve spesso tiene fino a primavera inoltrata. Gli sciatori vengono qui dalla metà del secolo scorso, e negli anni Ottanta la stazione ha ospitato gare internazionali; le sue piste lunghe e ripide hanno ancora un seguito fedele.</p>

<p>A Štrpce vivono sia comunità serbe sia albanesi, e sulle piste e nei caffè sentirai entrambe le lingue. I cartelli stradali riportano i nomi delle località in albanese e in serbo, e un saluto in una delle due lingue è sempre apprezzato.</p>

<p>Preparati a una stazione più rustica dei grandi nomi delle Alpi. Per molti anni gli investimenti sono stati limitati, e gli impianti in funzione possono cambiare da una stagione all'altra. Prima di partire, chiedi al tuo alloggio o a una scuola di sci locale che cosa è aperto, e noleggia l'attrezzatura sul posto se non porti la tua.</p>

<ul>
<li><strong>Principianti:</strong> prenota una lezione e chiedi quali piste fanno per te; alcune sono molto più ripide di quanto la loro lunghezza lasci pensare.</li>
<li><strong>Sciatori esperti:</strong> i pendii aperti e le piste tra gli alberi sono una delizia dopo una nevicata fresca.</li>
<li><strong>Fuoripista e scialpinismo:</strong> solo con una guida qualificata e l'attrezzatura da valanga.</li>
</ul>

<h2>Come arrivare</h2>

<p>La maggior parte dei visitatori arriva da nord, in auto da Pristina passando per <a href="/cities/6">Ferizaj</a> e risalendo la valle del Lepenac. Da Prizren la strada sale fino al passo di <a href="/destinations/7">Prevalla</a>, un percorso di montagna bellissimo ma tortuoso che richiede pneumatici invernali e a volte le catene da neve. Da qualunque parte arrivi, parti con la luce: le giornate invernali sono corte, e le condizioni sulle strade più alte possono cambiare in fretta.</p>

<h2>Oltre le piste</h2>

<p>Non servono gli sci per godersi l'inverno quassù. Il <a href="/destinations/18">Parco nazionale dei monti Šar</a> protegge vaste aree di pinete e faggete, alti pascoli e laghi glaciali come lo Jazhinca, che si trova sopra Brezovica. Con le ciaspole, anche un facile anello di due ore nel bosco sembra una vera spedizione, tra tracce fresche e silenzio assoluto.</p>

<p>Il parco ospita camosci, lupi, orsi e la rara lince balcanica. È molto improbabile che tu li veda, ma potresti notarne le tracce sulla neve fresca. Quasi certamente incontrerai invece il famoso cane da pastore di Sharr, un grande e tranquillo cane da guardiania allevato qui da secoli per proteggere le greggi. Ammiralo da lontano e non avvicinarti mai a un cane al lavoro vicino alle sue pecore.</p>

<p>Per una giornata d'inverno più tranquilla, a Prevalla stessa ci sono prati innevati e ristoranti di montagna dove scaldarti accanto a una stufa. Nell'ovest, il piccolo comprensorio sciistico di Boge, nella valle di Rugova, piace molto alle famiglie di Peja.</p>

<h2>Per scaldarsi</h2>

<p>D'inverno la cucina di montagna dà il meglio di sé. Cerca il <strong>pasul</strong>, uno stufato denso di fagioli bianchi, l'agnello alla griglia, la <strong>flija</strong> cotta sotto la brace e il <strong>formaggio di Sharr</strong>, sodo e salato, fatto con il latte delle pecore che pascolano su questi pendii. Un bicchiere di <em>çaj mali</em>, il tè di montagna preparato con erbe selvatiche, è la chiusura classica di una giornata fredda.</p>

<h2>In sicurezza sulla neve</h2>

<ul>
<li>Porta strati caldi, guanti, occhiali da sole e crema solare; in quota il sole d'inverno è forte.</li>
<li>Se ti allontani dalla stazione a piedi, comunica a qualcuno i tuoi programmi, e torna indietro per tempo: d'inverno il buio arriva in fretta.</li>
<li>Controlla le condizioni delle strade prima di metterti al volante, e tieni sempre carburante nel serbatoio.</li>
<li>In caso di emergenza, chiama il <strong>112</strong>.</li>
</ul>

<p>Un viaggio invernale si abbina bene a un weekend a Prizren o a qualche giorno a Pristina. Trovi altre idee in <a href="/what-to-do">cose da fare</a>, oppure costruisci il tuo itinerario con il nostro <a href="/plan">pianificatore di viaggio</a>.</p>
`;
