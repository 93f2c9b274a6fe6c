/* it texts of app/content/blog/festival-summer-in-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>L'estate è la stagione in cui il Kosovo è più rumoroso e più felice. A luglio e agosto molti dei kosovari che vivono all'estero tornano a casa per le vacanze, la stagione dei matrimoni tocca il culmine, le terrazze dei caffè restano piene fino a tardi e città che a febbraio sono tranquille diventano palcoscenici di festival. Se ami il cinema, la musica o semplicemente la folla di buon umore, questa è la stagione giusta per venire.</p>

<p>Una regola prima di cominciare: le date dei festival cambiano ogni anno e i programmi vengono annunciati solo pochi mesi prima. Usa questo articolo per scegliere il mese, poi controlla i siti ufficiali dei festival e il nostro <a href="/events">calendario degli eventi</a> prima di prenotare qualsiasi cosa.</p>

<h2>DokuFest, Prizren (agosto)</h2>

<p>Il DokuFest è nato nel 2002, quando un gruppo di amici di Prizren proiettò documentari in ciò che restava di un vecchio cinema all'aperto sul fiume. Oggi è un festival internazionale del documentario e del cortometraggio che ogni agosto, per nove giorni, richiama registi e pubblico da tutto il mondo.</p>

<p>A renderlo speciale è il luogo in cui guardi i film. Gli schermi vengono montati dentro la fortezza sopra la città, su una piattaforma sopra le acque basse del fiume Lumbardhi, nei cortili e nelle piazze vicino alla moschea di Sinan Pascià. Immagina un documentario proiettato sulle mura della fortezza mentre il sole tramonta dietro le montagne e la città si illumina sotto di te. La maggior parte dei film è in inglese o sottotitolata in inglese, e incontri, workshop e musica fino a notte fonda riempiono il resto della giornata.</p>

<ul>
<li>Prenota la camera a Prizren con mesi di anticipo; la città vecchia si riempie del tutto.</li>
<li>Porta una giacca leggera per le proiezioni alla fortezza; sulla collina le serate sono più fresche che in riva al fiume.</li>
<li>Calcola venti minuti per salire a piedi alla fortezza, e usa una torcia per scendere.</li>
</ul>

<p>Leggi la nostra <a href="/cities/2">guida di Prizren</a> per organizzare le giornate tra una proiezione e l'altra.</p>

<h2>Sunny Hill Festival, Pristina</h2>

<p>Il Sunny Hill è nato a Pristina nel 2018 per iniziativa della Sunny Hill Foundation, creata dalla famiglia della cantante Dua Lipa, che è cresciuta in parte in città. L'idea era semplice: portare artisti internazionali in un posto che la maggior parte dei tour saltava, e mettere i musicisti kosovari sullo stesso palco. Da allora il festival ha ospitato headliner di fama mondiale accanto a star locali e richiama un pubblico giovane da tutta la regione.</p>

<p>Sede e date sono cambiate da un'edizione all'altra, quindi segui i canali ufficiali del festival per i dettagli di quest'anno. Quando è in programma, biglietti e camere d'albergo a Pristina vanno via in fretta. Pensa a come tornerai dopo l'ultimo concerto: a Pristina i taxi sono tanti, ma all'ora di chiusura la richiesta è alta. La nostra <a href="/cities/1">guida di Pristina</a> ha idee per i giorni prima e dopo.</p>

<h2>Anibar, Peja</h2>

<p>Peja ospita l'<strong>Anibar</strong>, un festival internazionale di animazione che si tiene ogni estate. Oltre alle proiezioni in concorso di cortometraggi animati da tutto il mondo, ci sono workshop, incontri e spettacoli all'aperto, e il festival è diventato un punto di riferimento per i giovani artisti della città. Abbinalo a un'escursione nella gola di Rugova, che comincia appena fuori Peja; la nostra <a href="/cities/3">guida di Peja</a> parla di entrambi.</p>

<h2>La vendemmia a Rahovec (settembre)</h2>

<p>Quando l'estate sfuma, l'azione si sposta nei vigneti. A <a href="/destinations/15">Rahovec</a> la vendemmia dura per tutto settembre, e la città la festeggia con una festa della vendemmia fatta di vino, musica e buon cibo. È un evento più locale e rilassato rispetto ai grandi festival estivi, e una buona scusa per visitare una o due cantine di famiglia. Organizza il trasporto in modo che nessuno debba guidare al ritorno.</p>

<h2>L'estate nelle città</h2>

<p>Non tutte le feste richiedono un biglietto. Per tutto luglio e agosto troverai concerti all'aperto, palchi estivi e mercati serali nelle piazze, oltre a innumerevoli matrimoni. Se senti tamburi e clarinetti provenire dal giardino di un ristorante, probabilmente è un matrimonio; goditelo a debita distanza, a meno che qualcuno non ti faccia cenno di entrare, cosa che succede più spesso di quanto pensi.</p>

<h2>Consigli pratici per la stagione dei festival</h2>

<ul>
<li><strong>Prenota presto.</strong> Nelle settimane dei festival pensioni e alberghi si riempiono, soprattutto a Prizren ad agosto.</li>
<li><strong>Aspettati strade trafficate.</strong> Con tante famiglie in visita dall'estero, nei weekend estivi i valichi di frontiera e le strade principali possono essere lenti.</li>
<li><strong>Difenditi dal caldo.</strong> In pianura i pomeriggi possono essere caldi; programma le visite al mattino e i festival la sera, e bevi molta acqua.</li>
<li><strong>Porta contanti.</strong> Ai festival i banchi di cibo e i piccoli bar potrebbero non accettare carte.</li>
</ul>

<h2>Oltre l'estate</h2>

<p>Il calendario non si ferma a settembre. In autunno e in inverno concerti, teatro e cinema si spostano al chiuso, sui palcoscenici di Pristina, e il 17 febbraio il paese celebra la Festa dell'indipendenza, con la folla che si raduna nella capitale intorno al monumento Newborn. Qualunque sia il periodo del tuo viaggio, il nostro <a href="/events">calendario degli eventi</a> e il <a href="/plan">pianificatore di viaggio</a> ti aiuteranno a scegliere il momento giusto.</p>
`;
