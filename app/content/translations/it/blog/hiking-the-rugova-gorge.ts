/* it texts of app/content/blog/hiking-the-rugova-gorge.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>A dieci minuti dal centro di Peja (Peć), la strada si lascia alle spalle le ultime case e si infila in una fenditura tra le montagne. È la <strong>gola di Rugova</strong>: circa 25 chilometri di pareti calcaree, alte in alcuni punti intorno ai mille metri, scavate dal fiume Lumbardhi nella sua discesa dalle Prokletije (Bjeshkët e Nemuna), le Alpi albanesi. La strada passa per brevi gallerie e sopra diversi ponti, e più in alto si apre una delle zone escursionistiche più belle dei Balcani.</p>

<p>Dal finestrino di un'auto la gola si vede in un'ora. Per capirla, dedicale due o tre giorni.</p>

<h2>Come arrivare</h2>

<p>Gli autobus da Pristina a Peja impiegano circa un'ora e mezza e partono regolarmente durante il giorno. Da Peja, l'imbocco della gola è a una breve corsa in taxi; se il tassista non usa il tassametro, concorda il prezzo prima di partire. Anche la maggior parte delle guide e delle pensioni della valle organizza il trasferimento. Proprio all'ingresso sorge il Patriarcato di Peć, monastero medievale e sito del Patrimonio mondiale dell'UNESCO, che merita un'ora prima o dopo l'escursione. La nostra <a href="/cities/3">guida di Peja</a> ti dice dove dormire in città.</p>

<h2>I primi passi, facili</h2>

<p>Se hai solo una mattina, percorri a piedi il primo tratto della strada della gola presto, prima che aumenti il traffico. Sotto di te il fiume scorre verde brillante, gli arrampicatori sono appesi alle pareti e le rocce si stringono in fretta. Diversi brevi sentieri segnati lasciano la strada verso punti panoramici e piccole grotte; le guide locali accompagnano anche nelle grotte più grandi della gola, dove non devi mai entrare da solo.</p>

<p>A nord di Peja, a poca strada in auto, il Drin Bianco (Drini i Bardhë) sgorga dalla roccia in forma di cascata vicino al villaggio di Radavc. È una gita facile, adatta alle famiglie, che si abbina bene a una mezza giornata nella gola, e nelle vicinanze c'è una grotta turistica.</p>

<h2>Escursioni di un giorno nelle valli alte</h2>

<p>La vera ricompensa è sopra la gola, dove le pareti si aprono in ampie valli di prati, faggete e pinete, con villaggi sparsi come Drelaj, Kuqishta e Reka e Allagës. D'estate i pastori portano le greggi sui pascoli alti, e cammini accanto a baite di legno dove ogni mattina si fa il formaggio fresco.</p>

<ul>
<li><strong>Kuqishta e i suoi laghi:</strong> dal villaggio, sentieri segnati salgono nel bosco fino a piccoli laghi glaciali. È una giornata intera a passo tranquillo, con un picnic in riva all'acqua.</li>
<li><strong>Hajla:</strong> con i suoi 2.403 metri, la vetta al confine con il Montenegro è la cima classica della zona. Il percorso è lungo ma, con il bel tempo, non tecnico, e dalla vetta la vista spazia su tre paesi. Vai con una guida, a meno che tu non sappia usare bene cartina e bussola.</li>
<li><strong>Da villaggio a villaggio:</strong> collegare due o tre villaggi con un percorso di sola andata e organizzare il rientro in auto è un modo facile per vedere molto senza ripercorrere i tuoi passi.</li>
</ul>

<p>Rugova è anche una tappa del <strong>Peaks of the Balkans</strong>, un sentiero a lunga percorrenza di circa 190 chilometri che compie un anello tra Kosovo, Albania e Montenegro. L'anello completo richiede da una decina di giorni a due settimane. Poiché attraversa i confini in montagna, chi cammina deve chiedere in anticipo i permessi per il passaggio di frontiera; verifica la procedura in vigore con un operatore locale con largo anticipo.</p>

<h2>La via ferrata: arrampicare senza essere arrampicatori</h2>

<p>Una via ferrata (il nome, non a caso, viene dall'italiano) è un percorso di arrampicata attrezzato con un cavo d'acciaio fissato alla roccia, oltre a pioli, scale e a volte ponti. Indossi un'imbracatura con due longe, ti agganci al cavo e avanzi lungo di esso, senza mai sganciarti. Permette a chi non ha esperienza di arrampicata di raggiungere luoghi che normalmente richiedono corde e anni di pratica.</p>

<p>La gola di Rugova ha diversi percorsi, tutti vicini a Peja. Quelli più facili sono una buona introduzione: un misto di traversi sopra il fiume e brevi tratti verticali, con la discesa finale a piedi nel bosco. Il percorso più difficile è un'impresa molto più seria, lunga diverse ore, che attraversa un lungo ponte sospeso alto sopra la gola. Scegline uno adatto alla tua forma fisica e alla tua resistenza alle vertigini, non alle tue ambizioni.</p>

<ul>
<li>Per la tua prima via ferrata vai con una guida certificata; le guide di Peja forniscono casco, imbracatura e set da ferrata.</li>
<li>Non usare mai un'attrezzatura improvvisata o una semplice corda: è il dissipatore di energia del set da ferrata a proteggerti in caso di caduta.</li>
<li>Indossa scarpe con una suola rigida e porta guanti, acqua e una giacca leggera.</li>
</ul>

<p>Non te la senti di arrampicare? Una zipline di circa 700 metri vicino all'imbocco della gola ti regala la stessa vista in un minuto, e per chi invece se la sente la gola offre decine di vie di arrampicata sportiva attrezzate con spit.</p>

<h2>Quando andare</h2>

<p>La stagione escursionistica principale va da fine maggio a ottobre. Giugno porta fiori selvatici e giornate lunghe; luglio e agosto sono caldi a Peja ma piacevoli in quota, con il rischio di temporali pomeridiani, quindi parti presto. Settembre e ottobre sono i mesi preferiti da molti, con tempo stabile e faggete che si tingono di rame e d'oro. Da novembre la neve chiude i sentieri più alti e la valle si dedica agli sport invernali, con un piccolo comprensorio sciistico a Boge.</p>

<h2>Dove passare la notte</h2>

<p>Passa almeno una notte in una pensione di villaggio. Le camere sono semplici e calde, e a cena di solito trovi pane fatto in casa, formaggio degli animali di famiglia, verdure dell'orto e, se lo chiedi in anticipo, una flija cotta sotto la brace. I padroni di casa conoscono i sentieri meglio di qualsiasi cartina e sanno dirti che tempo farà probabilmente l'indomani.</p>

<h2>In sicurezza</h2>

<ul>
<li>Nelle valli alte la copertura del cellulare è discontinua. Comunica a chi ti ospita il tuo itinerario e l'ora in cui pensi di rientrare.</li>
<li>In montagna il tempo cambia in fretta. Porta più strati, una giacca impermeabile e più acqua di quanta pensi che ti serva.</li>
<li>Stai alla larga dai cani pastore che sorvegliano le greggi; aggira il gregge con calma e non metterti mai a correre.</li>
<li>In caso di emergenza, chiama il <strong>112</strong>.</li>
</ul>

<p>Trovi di più sulla valle nella nostra <a href="/destinations/5">pagina dedicata a Rugova</a>, puoi sfogliare altre <a href="/what-to-do">attività all'aria aperta</a> oppure inserire Rugova in un itinerario più lungo con il <a href="/plan">pianificatore di viaggio</a>.</p>
`;
