/* it texts of app/content/blog/practical-tips-for-visiting-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Il Kosovo è un paese facile da girare, una volta che conosci alcune cose di base. Le distanze sono brevi, la gente è disponibile e i kosovari più giovani parlano spesso inglese. Questa guida raccoglie le domande pratiche che i nostri lettori ci fanno più spesso, dai visti alle mance, così puoi risolverle prima di atterrare e dedicare il tuo tempo a goderti il viaggio.</p>

<h2>Ingresso e visti</h2>

<p>I cittadini di molti paesi possono visitare il Kosovo senza visto per un massimo di <strong>90 giorni</strong>, tra cui quelli di tutti gli Stati membri dell'UE, del Regno Unito, degli Stati Uniti, del Canada e dell'Australia. Il passaporto deve essere valido per <strong>tutta la durata del soggiorno</strong>; alcuni governi consigliano un margine più ampio. Le regole possono cambiare, quindi prima di partire verifica la situazione per la tua nazionalità sul sito del Ministero degli Affari esteri del Kosovo e leggi le nostre <a href="/about/general">informazioni essenziali per i visitatori</a>.</p>

<p>Due situazioni richiedono un po' di pianificazione in più:</p>

<ul>
<li><strong>Proseguire verso la Serbia.</strong> La Serbia non riconosce come ingresso in Serbia l'ingresso in Kosovo dai confini con Albania, Macedonia del Nord o Montenegro, né dall'aeroporto di Pristina. Se il tuo itinerario prosegue in Serbia, consulta le indicazioni ufficiali più recenti prima di decidere da dove entrare e da dove uscire.</li>
<li><strong>Arrivare con la propria auto.</strong> Le auto con targa straniera di solito hanno bisogno di un'assicurazione locale, che si acquista al valico di frontiera. Tieni i documenti in auto.</li>
</ul>

<h2>Denaro</h2>

<p>In Kosovo si usa l'<strong>euro</strong>, quindi se arrivi dall'eurozona non devi cambiare valuta. Gli sportelli bancomat si trovano facilmente in ogni città. Le carte sono accettate nella maggior parte degli alberghi, nei supermercati e nei ristoranti più grandi, ma nelle panetterie, nei piccoli caffè, nelle pensioni di villaggio, sui taxi e sugli autobus il contante è ancora il re. Tieni qualche banconota di piccolo taglio e un po' di monete.</p>

<p>Per gli standard europei il Kosovo è economico. A grandi linee, chi viaggia con un budget ridotto se la cava con circa 30–40 € al giorno, mentre con 50–80 € al giorno ti concedi un viaggio confortevole di fascia media. Una notte costa circa 10–25 € in ostello, 15–60 € in pensione e 40–150 € in albergo, a seconda della città e della stagione.</p>

<h2>Telefono e dati</h2>

<p>Il prefisso internazionale del Kosovo è <strong>+383</strong>. Il Kosovo non rientra nell'area «roam like at home» dell'UE, per cui il roaming con una tariffa UE può essere costoso; informati presso il tuo operatore prima di partire.</p>

<p>La soluzione più semplice è una SIM prepagata locale. Un pacchetto iniziale costa di solito <strong>5–10 €</strong> e ti dà circa 5–10 GB di dati per una o due settimane, più che sufficienti per mappe, messaggi e orari degli autobus. I due principali operatori di telefonia mobile hanno negozi in ogni centro città; porta il passaporto, perché la SIM viene registrata a tuo nome. Il Wi-Fi è disponibile in quasi tutti i caffè, gli alberghi e le pensioni.</p>

<h2>Come spostarsi</h2>

<p>Gli autobus sono la spina dorsale dei trasporti in Kosovo. Collegano Pristina con tutte le città principali, sulle tratte più frequentate spesso più volte all'ora, e un normale biglietto interurbano costa circa <strong>3–7 €</strong>. Di solito puoi comprare il biglietto alla biglietteria della stazione o a bordo. A Pristina una corsa sugli autobus urbani costa circa 0,40–0,50 €.</p>

<p>I taxi sono economici e numerosi. Una corsa all'interno di una città costa di solito <strong>2–5 €</strong>. Usa un taxi autorizzato con il tassametro funzionante, oppure concorda la tariffa prima di salire. Dall'aeroporto di Pristina un taxi per la città costa circa 15–20 €, e l'autobus dell'aeroporto circa 3 €.</p>

<p>Un'auto a noleggio è il modo più facile per raggiungere villaggi di montagna, monasteri e cascate. Calcola circa 25–50 € al giorno, con un deposito di circa 100–500 € e un'età minima del conducente tra i 21 e i 25 anni, a seconda dell'agenzia. Il carburante costa circa 1,3 € al litro. I limiti di velocità sono di 50 km/h nei centri abitati, 80 km/h sulle strade extraurbane e 110–130 km/h in autostrada. Guida con prudenza, fai attenzione ai pedoni sulle strade dei villaggi e, dal tardo autunno, preparati alla neve sulle strade di montagna.</p>

<p>La nostra <a href="/about/transport">guida ai trasporti</a> approfondisce ogni opzione.</p>

<h2>Mance e galateo</h2>

<p>Al ristorante lascia il <strong>5–10%</strong> se il servizio ti è piaciuto. Nei caffè di solito si arrotonda o si lascia il resto, e i tassisti apprezzano una tariffa arrotondata.</p>

<p>I kosovari sono noti per la loro ospitalità. Se ti offrono caffè, tè o qualcosa da mangiare, accettare è il gesto più cordiale. Quando visiti moschee, chiese e monasteri, copri spalle e ginocchia, parla a bassa voce e chiedi prima di scattare fotografie. Nelle conversazioni su storia e politica sii rispettoso; ascoltare è sempre gradito.</p>

<p>Le lingue ufficiali sono l'albanese e il serbo. I più giovani parlano spesso bene l'inglese, e il tedesco è diffuso perché molte famiglie hanno parenti nei paesi di lingua tedesca. Qualche parola di albanese fa molta strada:</p>

<ul>
<li><em>Mirëdita</em> – Buongiorno</li>
<li><em>Faleminderit</em> – Grazie</li>
<li><em>Po / Jo</em> – Sì / No</li>
<li><em>Sa kushton?</em> – Quanto costa?</li>
</ul>

<h2>Sicurezza ed emergenze</h2>

<p>Il Kosovo è in genere un paese sicuro e accogliente per i visitatori. Prendi le normali precauzioni che prenderesti ovunque: tieni d'occhio le tue cose nella folla, evita di notte le strade non illuminate e in montagna controlla il meteo. È vivamente consigliata un'assicurazione di viaggio che copra le spese sanitarie.</p>

<p>Salva questi numeri nel telefono:</p>

<ul>
<li><strong>112</strong> – numero unico di emergenza</li>
<li><strong>192</strong> – polizia</li>
<li><strong>193</strong> – vigili del fuoco</li>
<li><strong>194</strong> – ambulanza</li>
</ul>

<p>Le farmacie sono diffuse in ogni città e possono aiutarti con i piccoli disturbi.</p>

<h2>Buono a sapersi</h2>

<ul>
<li><strong>Fuso orario:</strong> ora dell'Europa centrale, la stessa di Berlino o di Roma.</li>
<li><strong>Elettricità:</strong> 230 V, con le normali spine europee a due poli.</li>
<li><strong>Acqua:</strong> l'acqua in bottiglia costa poco e si vende ovunque.</li>
<li><strong>Orari di apertura:</strong> i caffè aprono presto e chiudono tardi; nelle città più piccole, la domenica molti negozi chiudono prima.</li>
</ul>

<h2>Quando andare</h2>

<p>La primavera (da aprile a giugno) e l'inizio dell'autunno (settembre e ottobre) sono i periodi migliori, con un clima mite per girare a piedi sia le città sia le montagne. L'estate (da giugno ad agosto) è calda e piena di festival. L'inverno (da dicembre a marzo) porta la neve in montagna e lo sci a Brezovica.</p>

<p>Pronto a partire? Usa il nostro <a href="/plan">pianificatore di viaggio</a> per costruire un itinerario, e sfoglia le pagine <a href="/about">Il Kosovo</a> per dati e informazioni.</p>
`;
