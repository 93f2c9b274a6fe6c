/* it texts of app/content/blog/eating-your-way-through-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>In Kosovo la cucina è generosa, di stagione e quasi sempre fatta in casa da zero. Al centro c'è la cucina casalinga albanese, su cui si sono stratificati secoli di influenze ottomane e balcaniche: piatti cotti lentamente in tegami di terracotta, sfoglie friabili, carne alla griglia e yogurt o panna quasi con tutto. Il pane è su ogni tavola, le porzioni sono abbondanti e, se qualcuno ti invita a casa sua, preparati a mangiare più di una volta.</p>

<p>Ecco cosa cercare, pasto dopo pasto, e dove trovare il meglio.</p>

<h2>Colazione: burek e pite</h2>

<p>Comincia come fa la maggior parte dei kosovari, in un piccolo forno che apre presto. Il <strong>burek</strong> è una sfoglia arrotolata ripiena di carne macinata, cotta in grandi teglie rotonde e tagliata a pezzi generosi. La <strong>pite</strong> è sua cugina: strati di pasta sottili come carta, ripieni di formaggio bianco, spinaci, porri o zucca. Ordinane una fetta a peso o al pezzo e accompagnala con un bicchiere di yogurt bianco (<em>kos</em>). Costa poco, sazia e a fine mattinata è già finita, quindi non aspettare troppo.</p>

<h2>Il piatto che vale l'attesa: la flija</h2>

<p>Se in Kosovo assaggi un solo piatto tradizionale, che sia la <strong>flija</strong>. Si prepara con una semplice pastella di farina, acqua e sale, stesa a strisce sottili come i raggi di una ruota, con la panna spennellata tra uno strato e l'altro. Ogni strato cuoce sotto un <em>saç</em>, un pesante coperchio di metallo ricoperto di brace ardente, prima di aggiungere il successivo. Una flija completa richiede diverse ore e moltissima pazienza, ed è per questo che le famiglie la preparano all'aperto per riunioni e feste, soprattutto nei villaggi dell'ovest.</p>

<p>Il risultato è una torta dorata, leggermente affumicata, di strati morbidi. Mangiala calda con miele, formaggio bianco, sottaceti o un cucchiaio di yogurt. I ristoranti tradizionali di campagna la servono spesso, e tra le montagne intorno a <a href="/destinations/5">Rugova</a> troverai pensioni che vanno fiere della propria; visto che richiede così tanto tempo, se la vuoi preparata al momento chiedila il giorno prima.</p>

<h2>Il pranzo esce dal forno</h2>

<p>I piatti della tradizione casalinga kosovara escono dal forno in tegami di terracotta. Il <strong>tavë kosi</strong> è agnello cotto al forno in una densa salsa di yogurt e uova finché la superficie non diventa dorata; viene da Elbasan, in Albania, ed è amato in tutto il mondo di lingua albanese. Il <strong>pasul</strong> è un sostanzioso piatto di fagioli bianchi, spesso cucinati con carne affumicata, ed è una scelta facile nelle giornate fredde. Gli <strong>speca me maze</strong>, peperoni cotti nella panna, compaiono come contorno su molte tavole.</p>

<p>Ai vegetariani va meglio di quanto potrebbero aspettarsi. Pite, fagioli, peperoni ripieni, verdure alla griglia, insalate di pomodoro, cetriolo e formaggio bianco e l'<strong>ajvar</strong>, la salsa di peperoni arrostiti, fanno un ottimo pranzo. A settembre potresti vedere famiglie che arrostiscono mucchi di peperoni rossi sul fuoco nei cortili: è la stagione dell'ajvar, e i vasetti basteranno per tutto l'inverno.</p>

<h2>Dalla griglia</h2>

<p>Ogni città ha le sue griglierie. I <strong>qebapa</strong>, piccole salsicce di carne macinata, arrivano in porzioni da cinque o dieci con pane, cipolla cruda e kajmak, una ricca crema di latte rappresa. Prizren è famosa per i suoi, e un piatto in riva al fiume dopo la passeggiata serale è già un ottimo motivo per andarci. Cerca anche la <em>pleskavica</em>, un grande hamburger di carne speziata, e il <em>suxhuk</em>, una salsiccia di manzo secca e speziata. Nell'ovest, la trota fresca dei torrenti di montagna viene spesso grigliata intera.</p>

<h2>Formaggi e latticini</h2>

<p>I latticini del Kosovo sono un'eccellenza discreta. I monti Šar (Sharr), nel sud, danno il nome al <strong>formaggio di Sharr</strong>, un formaggio di pecora sodo e salato dal sapore deciso, mentre i pascoli di montagna dell'ovest producono formaggi bianchi morbidi e burro ricco. Il kajmak è ovunque. I mercati sono il posto migliore per assaggiare prima di comprare: i venditori saranno felici di tagliartene una fettina.</p>

<h2>Dolci, caffè e tè</h2>

<p>Tieni un po' di spazio per il dolce. La <strong>trileçe</strong>, un pan di Spagna imbevuto di tre tipi di latte e ricoperto di caramello, è il dolce del momento in ogni caffè. Tra i classici più antichi ci sono la baklava e le tullumba, piccoli bastoncini di pasta fritta imbevuti di sciroppo.</p>

<p>Il caffè è un rito. Il <strong>macchiato</strong> kosovaro è un espresso forte sotto uno spesso cappello di schiuma di latte, ed è la bevanda che alimenta ogni conversazione, da Pristina a Gjakova. Il tè arriva in piccoli bicchieri a forma di tulipano, nero e zuccherato, oppure come <em>çaj mali</em>, il tè di montagna preparato con erbe selvatiche e che, si dice, guarisce da qualsiasi malanno.</p>

<h2>Rahovec: la città del vino del Kosovo</h2>

<p>Guidando verso sud-ovest da Pristina, le colline intorno a <a href="/destinations/15">Rahovec</a> (Orahovac) si trasformano in un mosaico di vigneti. Qui la vite si coltiva da secoli, e la tradizione vinicola della città è sopravvissuta ai cambiamenti del Novecento per rifiorire negli ultimi vent'anni.</p>

<p>Oggi puoi assaggiare rossi locali come il Vranac accanto a vitigni internazionali, e bianchi come lo Smederevka. Grandi produttori come Stone Castle convivono con piccole cantine di famiglia dove è il proprietario in persona a versarti il vino. La vendemmia, a settembre e all'inizio di ottobre, è il momento migliore per venire: la città festeggia la nuova annata con una festa della vendemmia, e i vigneti si riempiono di vendemmiatori.</p>

<ul>
<li>Contatta una cantina in anticipo per organizzare una degustazione; le piccole cantine sono case di famiglia, non centri visitatori.</li>
<li>Assaggia la <strong>raki</strong> locale, una forte acquavite d'uva, ma sorseggiala lentamente.</li>
<li>Non guidare dopo la degustazione. Prenota un taxi da Gjakova o da Prizren, oppure dedica l'intera giornata al vino con un autista.</li>
</ul>

<p>Chi ama la birra cerchi la Birra Peja, prodotta nella città occidentale di Peja e spillata in quasi tutti i caffè del paese.</p>

<h2>Le buone maniere a tavola</h2>

<p>Prima di un pasto sentirai dire <em>Ju bëftë mirë</em>, «buon appetito», e si alzano i bicchieri al grido di <em>Gëzuar!</em> I padroni di casa continueranno a riempirti il piatto; lasciarne un po' è il modo educato per dire che sei sazio. Al ristorante, una mancia del 5–10% è normale se il servizio ti è piaciuto.</p>

<p>Hai ancora fame? Sfoglia le nostre <a href="/what-to-do">cose da fare</a> per le esperienze gastronomiche, leggi la nostra guida a <a href="/cities/2">Prizren</a> oppure aggiungi una giornata a Rahovec al tuo itinerario con il <a href="/plan">pianificatore di viaggio</a>.</p>
`;
