/* it texts of app/content/blog/a-weekend-in-prizren.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Prizren è la città dove i kosovari mandano per prima cosa i loro amici. Sorge nel punto in cui i monti Šar (Sharr) incontrano la pianura, con il fiume Lumbardhi che attraversa dritto la città vecchia e una fortezza che veglia dalla collina. Quasi tutto ciò che vorrai vedere si trova a pochi passi dal fiume, e per questo è perfetta per un weekend: lascia l'auto parcheggiata, oppure arriva in autobus, e muoviti a piedi dal venerdì sera fino al pranzo della domenica.</p>

<p>Gli autobus interurbani da Pristina impiegano circa un'ora e mezza e partono per tutto il giorno, quindi puoi finire di lavorare ed essere comunque a Prizren per cena. La nostra <a href="/about/transport">guida ai trasporti</a> spiega le tariffe e come funzionano le stazioni degli autobus.</p>

<h2>Venerdì sera: verso il fiume</h2>

<p>Lascia la borsa e vai dritto al Ponte di pietra, Ura e Gurit. È l'immagine di tutte le cartoline di Prizren, e la prima cosa che quasi tutti i visitatori fotografano. Il ponte ottomano originale è rimasto in piedi per circa quattro secoli, finché una piena nel novembre 1979 non l'ha fatto crollare; gli abitanti di Prizren si sono battuti per la ricostruzione, e il ponte che attraversi oggi è stato riaperto nel 1982. È più corto di quello antico, ma l'arco e l'acciottolato sono proprio come devono essere.</p>

<p>Sulla riva sud il ponte ti porta a Shadervan, la piazza acciottolata nel cuore della città vecchia, che prende il nome dalla sua fontana in pietra. Qui si dice che chi beve alla fontana tornerà a Prizren. I tavolini dei caffè invadono la piazza, e verso le otto di sera la passeggiata serale, lo <em>xhiro</em>, è nel pieno: famiglie, coppie e gruppi di studenti camminano lentamente su e giù lungo il fiume, fermandosi ogni pochi metri a salutare qualcuno.</p>

<p>Unisciti a loro, poi cerca una griglieria per cena. A Prizren i <strong>qebapa</strong> sono una cosa seria: piccole salsicce di carne macinata alla griglia, servite con pane, cipolla cruda e una cucchiaiata di kajmak cremoso. Chiudi con una baklava o un bicchiere di tè in una delle pasticcerie vicino alla piazza.</p>

<h2>Sabato mattina: tre fedi in poche centinaia di metri</h2>

<p>Parti presto, prima che la giornata si scaldi, dalla <strong>moschea di Sinan Pascià</strong>. Costruita nel 1615, con la sua cupola e l'alto minareto domina la riva del fiume, e l'interno dipinto merita la visita. Sei il benvenuto al di fuori degli orari di preghiera; copri spalle e ginocchia e togli le scarpe all'ingresso.</p>

<p>Dalla moschea bastano pochi passi per raggiungere la cattedrale ortodossa di San Giorgio, vicino a Shadervan, e la cattedrale cattolica, qualche strada più in là. Poche città di queste dimensioni ti permettono di passare davanti a una moschea, a una chiesa ortodossa e a una cattedrale cattolica in una sola breve passeggiata, e questa mescolanza è una parte importante del carattere di Prizren.</p>

<p>Un po' più lontano dal fiume sorge la <strong>chiesa della Madonna di Ljeviš</strong>, costruita all'inizio del XIV secolo e decorata con affreschi che ne hanno fatto uno dei quattro siti del bene del Patrimonio mondiale dell'UNESCO «Monumenti medievali in Kosovo». L'accesso all'interno è limitato, quindi informati sul posto prima di andarci; anche da fuori, i muri di mattoni e pietra colpiscono. Le nostre <a href="/attractions">pagine sulle attrazioni</a> presentano gli altri siti del patrimonio.</p>

<p>Riattraversa il fiume per raggiungere il <strong>complesso della Lega di Prizren</strong>, dove nel 1878 i capi albanesi si riunirono per rivendicare i propri diritti mentre si ridisegnavano i confini dell'Impero ottomano. Il museo all'interno racconta questa storia con documenti, fotografie e costumi tradizionali. Lungo la strada, cerca i laboratori di <strong>filigrana</strong> d'argento nelle vie del vecchio bazar. Da generazioni gli orafi di Prizren intrecciano il filo d'argento in spille, orecchini e scatolette, e molti sono felici di mostrarti come si fa.</p>

<h2>Sabato pomeriggio: su alla fortezza</h2>

<p>Tieni la salita alla <strong>fortezza (Kalaja)</strong> per il tardo pomeriggio. Un sentiero ripido, in parte acciottolato, parte dietro Shadervan e richiede una ventina di minuti a passo regolare; metti scarpe che facciano presa e d'estate porta acqua, perché l'ombra è poca.</p>

<p>Questa collina è fortificata fin dall'antichità. Quello che vedi oggi è un mosaico di mura bizantine, medievali e ottomane, in parte restaurate negli ultimi anni, con una vista che spiega perché tutti volessero controllarla. Sotto di te si stendono i tetti rossi della città vecchia, una dozzina di minareti e campanili e il fiume che si snoda verso la pianura. Resta fino al tramonto, quando dalla città si alzano uno dopo l'altro i richiami alla preghiera e, giù in basso, si accendono le luci.</p>

<h2>Sabato sera: lungo il Lumbardhi</h2>

<p>Scendi prima che faccia completamente buio, poi risali il fiume fino a <strong>Marash</strong>, il quartiere dove enormi platani secolari fanno ombra alla riva. È il posto più rilassato della città per cenare: trota alla griglia, peperoni ripieni, insalate di pomodoro e formaggio bianco e un bicchiere di rosso di Rahovec, la cittadina del vino a meno di un'ora di distanza. Se ami il vino, vale la pena dare un'occhiata alla nostra guida a <a href="/destinations/15">Rahovec</a> prima di prenotare il prossimo viaggio.</p>

<h2>Domenica: verso le montagne</h2>

<p>La domenica mattina segui il fiume a monte, fuori città. La strada sale nella gola del Lumbardhi e dopo circa tre chilometri arrivi alle rovine del monastero dei Santi Arcangeli, del XIV secolo, fondato dal sovrano serbo Stefan Dušan. È ancora un luogo di culto, quindi parla a bassa voce e visitalo con rispetto. Chi cammina può proseguire su per la valle lungo i sentieri nel bosco.</p>

<p>Se hai l'auto o prendi un taxi, continua sulla stessa strada fino a <a href="/destinations/7">Prevalla</a>, un alto passo di montagna sui monti Šar, con prati, pinete e ristoranti che servono agnello alla griglia e formaggio di montagna. Fa fresco anche ad agosto, e d'inverno la neve arriva presto. Da lì puoi tornare a Prizren per un pranzo tardivo, oppure proseguire oltre il passo verso Brezovica.</p>

<h2>Note pratiche</h2>

<ul>
<li><strong>Dove dormire:</strong> la città vecchia ha molte piccole pensioni a pochi minuti da Shadervan. Calcola circa 15–60 € a notte per una pensione e 40–150 € per un albergo.</li>
<li><strong>Quando andare:</strong> la primavera (da aprile a giugno) e l'inizio dell'autunno sono ideali per camminare. Ad agosto il DokuFest riempie la città di appassionati di cinema, quindi prenota presto; consulta il nostro <a href="/events">calendario degli eventi</a>.</li>
<li><strong>Denaro:</strong> le carte funzionano negli alberghi e in molti ristoranti, ma tieni un po' di contanti per panetterie, piccoli caffè e taxi.</li>
<li><strong>Rispetto:</strong> nelle moschee e nelle chiese vesti in modo sobrio, e chiedi prima di fotografare persone o interni.</li>
</ul>

<p>Due giorni non ti mostreranno tutta Prizren, ma ti faranno capire perché la gente continua a tornarci. Per saperne di più sulla città, leggi la nostra <a href="/cities/2">guida di Prizren</a> oppure inizia a costruire un itinerario più lungo con il nostro <a href="/plan">pianificatore di viaggio</a>.</p>
`;
