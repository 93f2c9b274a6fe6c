/* it texts of app/content/blog/pristina-cafes-and-the-newborn-monument.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Nessuno scambierà mai Pristina (Prishtina) per una città da cartolina. La capitale del Kosovo è cresciuta in fretta e in modo un po' caotico, e il suo profilo mescola minareti ottomani, palazzoni dell'epoca socialista e torri nuove e scintillanti. Eppure la maggior parte dei visitatori che le dedica un paio di giorni finisce per apprezzarla molto, e il merito è della sua gente. Il Kosovo ha una delle popolazioni più giovani d'Europa, e a Pristina lo senti: le strade sono animate, si parla ad alta voce e una porta sì e una no sembra quella di un caffè.</p>

<p>Fai quindi come la gente del posto. Organizza la giornata come una passeggiata da un caffè all'altro.</p>

<h2>Il rito del macchiato</h2>

<p>A Pristina, caffè significa soprattutto una bevanda: il <strong>macchiato</strong>. Un espresso forte viene coperto da uno spesso cappello di schiuma di latte montato a vapore e servito in una tazzina o in un bicchierino. Ordina un <em>makiato e madhe</em> se lo vuoi grande, oppure un <em>makiato e vogël</em> se lo vuoi piccolo. Gli abitanti discutono per ore su quale caffè faccia il migliore, e probabilmente lo fanno davanti a un macchiato.</p>

<p>Più della bevanda conta il tempo che le dedichi. Un caffè è un appuntamento sociale: riunioni di lavoro, primi appuntamenti, incontri in famiglia e colloqui di lavoro si svolgono tutti ai tavolini dei caffè. Restare seduti un'ora davanti a una sola tazzina è del tutto normale, e nessuno ti porterà il conto finché non lo chiedi. Si paga al tavolo, e arrotondare è un modo gentile per dire grazie.</p>

<h2>Mattina: il viale Madre Teresa</h2>

<p>Comincia dal <strong>viale Madre Teresa</strong>, la via pedonale che forma la spina dorsale del centro. Al mattino si riempie di gente diretta al lavoro che si ferma per il primo caffè della giornata. Percorrilo tutto, passando davanti alla statua equestre di Skanderbeg, l'eroe albanese del XV secolo, e davanti a palazzi governativi e librerie, fino a raggiungere l'oggetto più fotografato del paese.</p>

<h2>Il monumento Newborn</h2>

<p>Il monumento <strong>Newborn</strong> è una fila di lettere giganti che compongono la parola NEWBORN. Progettato da Fisnik Ismaili, fu inaugurato il 17 febbraio 2008, il giorno in cui il Kosovo dichiarò l'indipendenza, e durante i festeggiamenti migliaia di persone vi firmarono con il proprio nome.</p>

<p>Le lettere non sono mai rimaste uguali a lungo. A ogni anniversario dell'indipendenza vengono ridipinte con un nuovo motivo, e il monumento è diventato una sorta di opera d'arte pubblica annuale. Per il nono anniversario, nel 2017, la N e la W furono adagiate a terra in modo che le lettere formassero NO WALLS, una protesta contro i muri di ogni tipo, comprese le regole sui visti che rendevano difficile ai kosovari viaggiare in Europa. La situazione è cambiata nel gennaio 2024, quando i cittadini del Kosovo hanno ottenuto di poter viaggiare senza visto nell'area Schengen. Guarda i colori attuali e chiedi a qualcuno del posto che cosa significano: c'è sempre una storia.</p>

<p>A pochi passi, vicino al Palazzo della gioventù e dello sport, sorge il memoriale <strong>Heroinat</strong>: il ritratto di un volto di donna composto da migliaia di piccole medaglie di metallo, in onore delle donne sopravvissute alle violenze durante la guerra della fine degli anni Novanta. È un luogo silenzioso e commovente; fermati un momento prima di proseguire.</p>

<h2>Mezzogiorno: la biblioteca e la cattedrale</h2>

<p>Raggiungi a piedi il campus universitario per vedere la <strong>Biblioteca nazionale del Kosovo</strong>, completata nel 1982 e progettata dall'architetto croato Andrija Mutnjaković. Il suo grappolo di cupole bianche e il reticolo metallico che ne avvolge le pareti dividono le opinioni: c'è chi la trova brutta e chi la considera uno degli edifici più originali dei Balcani. Tutti, comunque, la fotografano.</p>

<p>Lì vicino, la <strong>cattedrale di Santa Madre Teresa</strong>, cattolica, consacrata nel 2017, rende omaggio alla suora nata a Skopje da una famiglia albanese. Chiedi all'ingresso se il campanile è aperto: nelle giornate limpide la vista spazia sulla città fino alle colline oltre.</p>

<p>A pranzo fai come gli impiegati: cerca un forno per una fetta di <strong>pite</strong> o di <strong>burek</strong> con un bicchiere di yogurt, oppure siediti davanti a un piatto di qebapa alla griglia con pane e kajmak.</p>

<h2>Pomeriggio: il vecchio quartiere del bazar</h2>

<p>Dopo pranzo, dirigiti verso la parte più antica della città. La <strong>Moschea imperiale</strong> (Xhamia e Mbretit), costruita nel 1461 sotto il sultano Maometto II, è uno degli edifici più antichi della città; i visitatori sono i benvenuti al di fuori degli orari di preghiera, se vestono in modo sobrio e si tolgono le scarpe. Lì accanto sorge la <strong>torre dell'orologio</strong> del XIX secolo, e una breve passeggiata porta al <strong>Museo etnologico</strong>, una coppia di case di famiglia di epoca ottomana con interni in legno che mostrano come vivevano le famiglie benestanti di Pristina un paio di secoli fa.</p>

<p>Il <strong>Museo del Kosovo</strong>, in un elegante edificio in stile austro-ungarico, è dedicato all'archeologia e alla storia. Il suo tesoro più famoso è la <em>Dea in trono</em>, una piccola statuetta neolitica in terracotta rinvenuta alla periferia di Pristina nel 1956 e oggi simbolo della città. Vedrai la sua sagoma sui souvenir di tutta la città.</p>

<p>A questo punto ti sei guadagnato un altro caffè. Le strade intorno al quartiere vecchio e al centro sono piene di caffè; scegline uno con una terrazza e guarda la città che ti scorre davanti.</p>

<h2>Sera: dal caffè ai cocktail</h2>

<p>Quando la luce cala, i caffè cambiano turno senza far rumore. Gli stessi tavolini che alle dieci del mattino servivano macchiati, alle dieci di sera servono birra locale, vino di Rahovec e cocktail. I quartieri appena fuori dal viale si riempiono fino a tardi di gente di tutte le età, e l'atmosfera è sicura e cordiale. Se hai la fortuna di essere in città durante un festival o un concerto, troverai tutta la città per strada.</p>

<h2>Se hai un altro giorno</h2>

<ul>
<li><strong><a href="/destinations/10">Il parco di Germia</a></strong>, al margine nord-orientale della città, offre sentieri nel bosco, aree picnic e aria fresca a pochi minuti dal centro.</li>
<li><strong>Il monastero di Gračanica</strong>, chiesa del XIV secolo con cinque cupole e sito del Patrimonio mondiale dell'UNESCO, è a breve distanza a sud-est della città.</li>
<li><strong><a href="/destinations/14">La grotta di Gadime</a></strong>, con le sue gallerie di marmo e le delicate formazioni cristalline, si trova a sud di Pristina, vicino a Lipjan.</li>
</ul>

<h2>Come spostarsi</h2>

<p>Il centro è raccolto e si gira meglio a piedi. I taxi sono economici, di solito circa 2–5 € per una corsa in città, e gli autobus urbani costano circa 0,40–0,50 €. Dall'aeroporto un taxi per la città costa circa 15–20 €, e l'autobus dell'aeroporto circa 3 €. La nostra <a href="/about/transport">guida ai trasporti</a> ha tutti i dettagli.</p>

<p>Per saperne di più sulla capitale, consulta la nostra <a href="/cities/1">guida di Pristina</a>, guarda cosa c'è in programma nel <a href="/events">calendario degli eventi</a> oppure inizia a dare forma al tuo viaggio con il <a href="/plan">pianificatore di viaggio</a>.</p>
`;
