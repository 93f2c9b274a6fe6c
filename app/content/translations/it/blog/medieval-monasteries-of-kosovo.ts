/* it texts of app/content/blog/medieval-monasteries-of-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Alcune delle più belle opere d'arte medievale dell'Europa sud-orientale si trovano in quattro chiese del Kosovo. Insieme formano il bene del Patrimonio mondiale dell'UNESCO <strong>«Monumenti medievali in Kosovo»</strong>: il monastero di Visoki Dečani, il Patriarcato di Peć, la chiesa della Madonna di Ljeviš a Prizren e il monastero di Gračanica. Tutte e quattro furono costruite da sovrani serbi nel XIII e XIV secolo, e tutte e quattro sono ancora luoghi di culto della Chiesa ortodossa serba.</p>

<p>L'UNESCO ha iscritto per primo Visoki Dečani nel 2004 e ha aggiunto gli altri tre siti nel 2006, riconoscendoli come esempi eccezionali dell'architettura sacra e della pittura murale fiorite nei Balcani tra il XIII e il XVII secolo. Sempre nel 2006 il bene è stato inserito nella Lista del Patrimonio mondiale in pericolo, dove si trova tuttora. Visitarli è l'occasione per vedere un'arte straordinaria, e per farlo con riguardo verso le persone che vi pregano.</p>

<h2>Visoki Dečani</h2>

<p>Il monastero di Visoki Dečani si trova a poca strada in auto dalla cittadina di <a href="/destinations/13">Deçan</a>, là dove un fiume esce dalle montagne attraverso boschi di castagni. La sua chiesa fu costruita tra il 1327 e il 1335: iniziata sotto il re Stefan Uroš III, che proprio per questa fondazione divenne noto come Dečanski, fu completata sotto il figlio Stefan Dušan. Il capomastro fu fra Vita, un frate francescano di Kotor (Cattaro), sulla costa adriatica.</p>

<p>Questa mescolanza di influenze si vede. L'esterno, rivestito di fasce di marmo chiaro e rossastro, ha un aspetto romanico, mentre l'interno è di spirito bizantino e quasi interamente coperto di affreschi: migliaia di figure dipinte, scene bibliche e santi, e un grande albero genealogico della dinastia regnante. Viene spesso descritta come la più grande chiesa medievale conservata dei Balcani, e sotto le sue volte ci credi. Concediti almeno un'ora: gli affreschi ripagano chi li osserva con calma, e gli occhi hanno bisogno di qualche minuto per abituarsi alla penombra.</p>

<p>Nel monastero vive una comunità di monaci, ed è sorvegliato dalle truppe internazionali della KFOR. Porta il passaporto o la carta d'identità, perché potresti doverli lasciare all'ingresso, e aspettati un breve controllo di sicurezza.</p>

<h2>Il Patriarcato di Peć</h2>

<p>Appena fuori <a href="/cities/3">Peja</a> (Peć), all'imbocco della gola di Rugova, sorge un gruppo di quattro chiese riunite sotto un unico tetto e dipinte all'esterno di un rosso intenso. Costruito soprattutto nel XIII e XIV secolo, il Patriarcato fu per lunghi periodi la sede degli arcivescovi serbi e poi dei patriarchi, e diversi di loro sono sepolti qui.</p>

<p>All'interno gli affreschi coprono diversi secoli, così passando da una chiesa all'altra puoi seguire l'evoluzione degli stili pittorici. Oggi vi vive una comunità di monache. Il cortile cinto da mura, all'ombra di vecchi alberi, è uno dei luoghi più tranquilli del Kosovo. Il Patriarcato si abbina in modo naturale a una giornata nella <a href="/destinations/5">gola di Rugova</a>.</p>

<h2>La Madonna di Ljeviš, Prizren</h2>

<p>Nel cuore di <a href="/cities/2">Prizren</a>, tra case e negozi, sorge la chiesa della Madonna di Ljeviš, ricostruita nel 1306–1307 sotto il re Milutin sul luogo di una chiesa precedente. Tra i suoi affreschi ci sono opere del pittore Michael Astrapas e della sua bottega, i cui nomi sono rimasti sulle pareti: una firma rara per l'epoca.</p>

<p>La chiesa è stata danneggiata durante i disordini del marzo 2004 e poi restaurata. L'accesso all'interno è limitato, quindi informati sul posto sulla possibilità di visitarla; la facciata in mattoni e pietra e il campanile meritano di essere visti anche dalla strada.</p>

<h2>Gračanica</h2>

<p>Pochi chilometri a sud-est di <a href="/cities/1">Pristina</a>, nella cittadina di Gračanica, sorge la più elegante delle quattro: una chiesa completata intorno al 1321, anch'essa sotto il re Milutin. Le sue cinque cupole si innalzano a gradoni sopra il tetto, una composizione spesso definita un capolavoro dell'architettura tardo-bizantina. All'interno, cerca tra gli affreschi i ritratti di Milutin e della regina Simonida.</p>

<p>Gračanica è una comoda gita di mezza giornata dalla capitale in taxi o in autobus locale. Nel monastero vive una comunità di monache.</p>

<h2>Visitare con rispetto</h2>

<ul>
<li><strong>Vesti in modo sobrio:</strong> copri spalle e ginocchia. Alle donne può essere chiesto di coprire le gambe; una sciarpa o un foulard in borsa risolve quasi ogni situazione.</li>
<li><strong>Fotografie:</strong> spesso all'interno delle chiese non sono consentite. Chiedi prima e rispetta la risposta.</li>
<li><strong>Le funzioni vengono prima di tutto:</strong> se è in corso una liturgia, resta in silenzio in fondo oppure torna più tardi.</li>
<li><strong>Gli orari di apertura variano</strong> a seconda della stagione e delle festività religiose, quindi informati sul posto il giorno stesso invece di fare affidamento su un orario fisso.</li>
<li><strong>Candele e offerte:</strong> di solito vicino all'ingresso puoi comprare una sottile candela di cera d'api e accenderla all'interno; una piccola offerta aiuta le comunità a prendersi cura degli edifici.</li>
<li><strong>Sii silenzioso e paziente</strong> ai controlli di sicurezza: servono a proteggere i siti e le comunità che vi abitano.</li>
</ul>

<h2>Parte di una storia più ampia</h2>

<p>Queste chiese sono un capitolo di un patrimonio che comprende anche moschee e hammam ottomani, chiese cattoliche, le case-torri in pietra chiamate kulla e i bazar di Prizren, Peja e Gjakova. Molti visitatori scoprono che vederli uno accanto all'altro è il modo migliore per capire il paese. Scopri di più nelle nostre <a href="/attractions">pagine sulle attrazioni</a>, oppure usa il <a href="/plan">pianificatore di viaggio</a> per inserire un itinerario dei monasteri nel tuo viaggio: il Patriarcato e Dečani si combinano facilmente in un'unica giornata partendo da Peja.</p>
`;
