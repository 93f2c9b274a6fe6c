/* it texts of app/content/legal.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faqPage: {
    title: "Domande frequenti",
    description:
      "Risposte alle domande più comuni su un viaggio in Kosovo: visti, stagione migliore, come arrivare dall'aeroporto, costi, denaro, sicurezza, lingua e monasteri.",
    sections: [
      {
        heading: "Serve il visto per visitare il Kosovo?",
        paragraphs: [
          "I cittadini di molti paesi, tra cui quelli dell'UE, il Regno Unito, gli Stati Uniti, il Canada e l'Australia, possono restare fino a 90 giorni senza visto. Il passaporto deve essere valido per tutta la durata del soggiorno; alcuni governi consigliano un margine più ampio. Le regole cambiano: prima di prenotare, verifica i requisiti ufficiali.",
        ],
        links: [
          {
            label: "Informazioni sui visti",
          },
        ],
      },
      {
        heading: "Qual è il periodo migliore per andarci?",
        paragraphs: [
          "Da maggio a ottobre il clima è caldo e adatto alla maggior parte dei viaggi. La primavera (aprile–giugno) e l'inizio dell'autunno (settembre–ottobre) sono ideali per visitare città e monumenti, l'estate per la montagna e i festival, e da dicembre a marzo si scia a Brezovica.",
        ],
        links: [
          {
            label: "Quando andare",
          },
        ],
      },
      {
        heading: "Quanti giorni servono?",
        paragraphs: [
          "La maggior parte dei visitatori si ferma 4–7 giorni. In un weekend lungo vedi Pristina e Prizren; con una settimana aggiungi Peja, la gola di Rugova, Dečani, Gjakova e i vigneti di Rahovec. Il nostro pianificatore di viaggio ti suggerisce un itinerario in base alle tue date e ai tuoi interessi.",
        ],
        links: [
          {
            label: "Organizza il tuo viaggio",
          },
        ],
      },
      {
        heading: "Come si arriva dall'aeroporto a Pristina?",
        paragraphs: [
          "L'aeroporto internazionale di Pristina si trova a circa 15 km dal centro. Un taxi costa 15–20 € e impiega 20–30 minuti; l'autobus dell'aeroporto costa 3 €, ma passa solo poche volte al giorno.",
        ],
        links: [
          {
            label: "Trasporti",
          },
        ],
      },
      {
        heading: "Quanto costa il Kosovo?",
        paragraphs: [
          "Il Kosovo ha un ottimo rapporto qualità-prezzo. Ai prezzi tipici chi viaggia con un budget ridotto spende circa 25 € al giorno (un letto in ostello e cucina locale) e chi sceglie una fascia media circa 60 € (una camera in guesthouse o hotel e pasti al ristorante), più circa 5 € per ogni viaggio in autobus interurbano: stime, non offerte. Una corsa in autobus urbano costa 0,40–0,50 €.",
        ],
        links: [
          {
            label: "Budget di esempio",
          },
        ],
      },
      {
        heading: "Quale valuta si usa, e posso pagare con la carta?",
        paragraphs: [
          "In Kosovo si usa l'euro. Le carte funzionano in alberghi, ristoranti più grandi e supermercati, ma porta contanti per i piccoli caffè, i mercati, gli autobus e i villaggi. Gli sportelli bancomat si trovano facilmente in ogni città.",
        ],
        links: [
          {
            label: "Denaro e pagamenti",
          },
        ],
      },
      {
        heading: "Il Kosovo è sicuro per chi viaggia?",
        paragraphs: [
          "Il Kosovo è in genere sicuro, e la gente accoglie bene i visitatori. Prendi le normali precauzioni, guida con prudenza e segui le notizie se pensi di visitare il nord. In caso di emergenza, chiama il 112.",
        ],
        links: [
          {
            label: "Salute e sicurezza",
          },
        ],
      },
      {
        heading: "Che lingue si parlano?",
        paragraphs: [
          "Le lingue ufficiali sono l'albanese e il serbo. Molti giovani parlano bene l'inglese, e il tedesco è compreso da molti. Imparare «Faleminderit» (grazie) è un ottimo inizio.",
        ],
        links: [
          {
            label: "Frasi utili",
          },
        ],
      },
      {
        heading: "Si possono visitare i monasteri medievali?",
        paragraphs: [
          "Sì. Dečani, il Patriarcato di Peć e Gračanica sono monasteri serbo-ortodossi attivi che accolgono i visitatori rispettosi; insieme alla chiesa della Madonna di Ljeviš a Prizren formano un sito del Patrimonio mondiale dell'UNESCO. Vesti in modo sobrio e porta il passaporto, che a volte viene controllato all'ingresso.",
        ],
        links: [
          {
            label: "Luoghi di culto",
          },
          {
            label: "Il Kosovo",
          },
        ],
      },
      {
        heading: "Questo sito usa cookie o mi traccia?",
        paragraphs: [
          "Nessun tracker e nessun cookie pubblicitario. Memorizziamo nel tuo browser la lingua che hai scelto e i luoghi che hai salvato, e conserviamo il tuo indirizzo e-mail solo se ce lo dai: per la newsletter, una recensione, un commento o la segnalazione di un evento.",
        ],
        links: [
          {
            label: "Informativa sulla privacy",
          },
        ],
      },
    ],
  },
  privacyPolicy: {
    title: "Informativa sulla privacy",
    description:
      "Che cosa conserva Explore Kosovo su di te: la lingua scelta e i luoghi salvati nel tuo browser, il tuo indirizzo e-mail se ti iscrivi, e nulla a fini pubblicitari.",
    sections: [
      {
        heading: "In breve",
        paragraphs: [
          "Puoi leggere ogni pagina di Explore Kosovo senza un account e senza dirci chi sei. Non usiamo tracker, servizi di analisi o cookie pubblicitari, e non vendiamo né condividiamo mai dati personali. I dati personali che conserviamo sono il tuo indirizzo e-mail, solo se ti iscrivi alla newsletter, scrivi una recensione o un commento, o ci segnali un evento; e, per fermare gli abusi, un'impronta dell'indirizzo della tua connessione con ciò che invii, e l'indirizzo stesso per un'ora al massimo.",
        ],
      },
      {
        heading: "Che cosa resta nel tuo browser",
        paragraphs: [
          "Quando scegli una lingua, memorizziamo questa scelta nel tuo browser (nella sua memoria e in un cookie chiamato «language», valido un anno, che indica anche al nostro server di aprire la pagina iniziale nella tua lingua), così la volta successiva il sito si apre nella tua lingua. Quando salvi un luogo o un'esperienza, anche l'elenco viene conservato nel tuo browser. Non riceviamo mai l'elenco dei tuoi salvati; cancellando i dati del browser elimini entrambe le informazioni.",
        ],
        links: [
          {
            label: "I tuoi luoghi salvati",
          },
        ],
      },
      {
        heading: "La newsletter",
        paragraphs: [
          "Se ti iscrivi, conserviamo nel nostro database il tuo indirizzo e-mail, la lingua che hai scelto e la data. L'iscrizione resta in sospeso finché non apri il link di conferma che ti inviamo via e-mail; solo allora viene confermata e inizierai a ricevere le newsletter. Iscriversi due volte con lo stesso indirizzo non crea una seconda registrazione.",
          "Puoi annullare l'iscrizione in qualsiasi momento tramite il link presente in ogni e-mail che inviamo, oppure dalla pagina di cancellazione. A quel punto contrassegniamo il tuo indirizzo come disiscritto, non ti inviamo più nulla e lo eliminiamo 30 giorni dopo (fino ad allora il link ti conferma ancora che l'iscrizione è annullata). Se desideri che venga eliminato subito, contattaci e provvederemo.",
        ],
        links: [
          {
            label: "Annulla l'iscrizione",
          },
        ],
      },
      {
        heading: "Recensioni",
        paragraphs: [
          "Se scrivi una recensione, conserviamo ciò che hai scritto (voto, titolo, testo, mese della visita, il nome scelto e la lingua), il tuo indirizzo e-mail e un'impronta dell'indirizzo IP della tua connessione (calcolata con una chiave segreta che cambia ogni mese, così che non se ne possa risalire all'indirizzo), per confermare che la recensione è tua, per comunicarti la decisione del moderatore e per fermare gli abusi. Il tuo indirizzo e-mail non viene mai mostrato. Una recensione non confermata entro 7 giorni viene eliminata con tutto ciò che vi è associato.",
          "Una recensione confermata è conservata finché è sul sito; puoi modificarla o eliminarla in qualsiasi momento con il link privato nella nostra e-mail. Una respinta resta nascosta con la motivazione del moderatore per 30 giorni dalla decisione; poi il suo testo, il tuo indirizzo, l'impronta, la motivazione e il link privato vengono cancellati, e conserviamo solo che una recensione è stata respinta e quando, per i numeri di “Come funzionano le recensioni qui”. Se premi “Utile” o “Segnala”, il tuo browser conserva per un anno un numero casuale in un cookie perché il tuo voto o la tua segnalazione conti una volta; noi ne conserviamo solo un'impronta, con la recensione, finché la recensione è conservata. I controlli antispam avvengono nel tuo browser e sul nostro server; nulla viene inviato a terzi.",
        ],
        links: [
          {
            label: "Come funzionano le recensioni qui",
          },
        ],
      },
      {
        heading: "Commenti, segnalazioni di eventi, Mi piace e note di modifica",
        paragraphs: [
          "Se commenti un articolo del blog, conserviamo il tuo commento, il nome che hai scelto, la lingua, il tuo indirizzo e-mail e l'impronta della tua connessione, e li trattiamo come una recensione: confermati dalla nostra e-mail, letti da un moderatore prima di essere mostrati, il tuo indirizzo mai mostrato, tutto cancellato dopo 7 giorni se non confermi, un commento respinto resta nascosto con la motivazione per 30 giorni, poi viene cancellato come una recensione respinta. Il link privato nella nostra e-mail elimina il tuo commento. “Segnala” sotto un commento funziona come sotto una recensione.",
          "Se ci segnali un evento, conserviamo i suoi dati, il tuo nome e il tuo indirizzo e-mail, per confermare che la segnalazione è tua, per farla controllare dalla redazione e per dirti quando è pubblicata o perché no. Una segnalazione non confermata entro 7 giorni viene cancellata; una segnalazione respinta 30 giorni dopo la decisione. Una volta pubblicato, i dati dell'evento sono pubblici; il tuo nome e il tuo indirizzo no. Li conserviamo con la segnalazione, perché tu possa tenere aggiornato l'evento con il tuo link privato, finché l'evento si ripete e fino a un anno dopo la sua ultima data; poi li cancelliamo e il link smette di funzionare, prima se ci chiedi di cancellare il tuo indirizzo.",
          "Quando metti Mi piace a un articolo, il tuo browser conserva un numero casuale nella sua memoria locale perché il tuo Mi piace conti una volta; conserviamo quel numero con l'articolo e nient'altro. Una nota «Qui è cambiato qualcosa?» conserva solo ciò che hai scelto e scritto, la pagina e la sua lingua; la conserviamo come traccia di ciò che la redazione ha verificato e la cancelliamo un anno dopo che l'ha chiusa.",
        ],
      },
      {
        heading: "Le e-mail e la cancellazione del tuo indirizzo",
        paragraphs: [
          "Ogni e-mail che ti inviamo (conferme, la decisione di un moderatore, newsletter) attende nella nostra posta in uscita finché non viene spedita. Quando è partita, o non è stato possibile consegnarla, ne eliminiamo oggetto, testo e link e conserviamo solo una riga nel nostro registro degli invii: il tipo di e-mail, il tuo indirizzo ridotto alle iniziali, se e quando è partita ed eventuali errori; quella riga viene eliminata 30 giorni dopo. I link nelle nostre e-mail sono conservati solo come impronte, così che una copia del nostro database non possa aprirli.",
          "Se ce lo chiedi, cancelliamo il tuo indirizzo e-mail ovunque conserviamo dati dei visitatori: dalle tue recensioni, dai tuoi commenti e dalle tue segnalazioni di eventi, dalla nostra posta in uscita, da un'iscrizione alla newsletter (che termina) e da qualsiasi testo scritto dai visitatori che lo menzioni; se una delle nostre pagine lo cita (per esempio un evento nato dalla tua segnalazione), un redattore lo toglie da lì. Ciò che hai scritto resta sul sito con il nome che hai scelto, a meno che tu non lo elimini con il tuo link privato o ce lo chieda. Registriamo che un indirizzo è stato cancellato, quando e da chi, con un'impronta dell'indirizzo calcolata con la nostra chiave segreta, per riconoscerlo se ce lo chiedi di nuovo; mai l'indirizzo stesso.",
        ],
      },
      {
        heading: "Log del server e sicurezza",
        paragraphs: [
          "Per garantire il funzionamento del sito, il nostro server registra un breve log tecnico di ogni richiesta: quale pagina è stata richiesta, l'esito e il tempo impiegato, senza il tuo indirizzo IP.",
          "Per impedire abusi automatizzati dei nostri moduli e pulsanti (newsletter, recensioni, commenti, segnalazioni di eventi, Mi piace, note di modifica, “Utile” e “Segnala”), contiamo ciò che una connessione invia in poco tempo: l'indirizzo IP della tua connessione è conservato con un contatore per la durata di quel limite (al massimo un'ora) e cancellato entro circa un'ora dalla sua fine. Il controllo antispam è un piccolo rompicapo che il tuo browser risolve, senza terzi; conserviamo la firma di un rompicapo risolto per 20 minuti perché non possa essere usato due volte, e nulla su di te.",
          "Se lavori nella redazione del sito, conserviamo una registrazione di ogni accesso, tentativo fallito e richiesta di reimpostazione della password (l'indirizzo IP della connessione e l'indirizzo inserito) per 90 giorni, e la tua sessione (con indirizzo IP e browser) finché non termina, al massimo 12 ore dopo l'ultimo utilizzo e 7 giorni dopo l'accesso; le sessioni terminate vengono eliminate entro un giorno.",
        ],
      },
      {
        heading: "Mappe e video",
        paragraphs: [
          "Le nostre immagini e i nostri font provengono dal nostro server. Le mappe di OpenStreetMap e i video di YouTube (tramite il player youtube-nocookie.com, con privacy avanzata) vengono caricati solo quando li richiedi, aprendo una mappa o premendo play. In quel momento il tuo browser si collega al fornitore del servizio, che riceve il tuo indirizzo IP e applica la propria informativa sulla privacy.",
        ],
      },
      {
        heading: "I tuoi diritti",
        paragraphs: [
          "Puoi chiederci in qualsiasi momento quali dati conserviamo su di te e ottenerne la rettifica o la cancellazione. Se ritieni che abbiamo trattato i tuoi dati in modo scorretto, hai inoltre il diritto di proporre reclamo a un'autorità per la protezione dei dati.",
        ],
      },
      {
        heading: "Modifiche alla presente informativa",
        paragraphs: [
          "Se il sito inizierà a trattare i dati in modo diverso, aggiorneremo questa pagina prima che la modifica entri in vigore.",
        ],
      },
    ],
  },
  terms: {
    title: "Termini di utilizzo",
    description:
      "Le condizioni per l'uso di Explore Kosovo, una guida di viaggio gratuita le cui informazioni vanno verificate presso le fonti ufficiali prima di partire, con link e contatti.",
    sections: [
      {
        heading: "Uso del sito",
        paragraphs: [
          "Explore Kosovo è una guida di viaggio gratuita. Puoi leggerne, stamparne e condividerne le pagine. Ti chiediamo di non utilizzarlo in modi che ne compromettano il funzionamento per gli altri utenti: per riutilizzare i nostri contenuti in quantità, usa l’API dei dati aperti e i feed descritti in /api invece di estrarre le pagine in modo automatizzato.",
        ],
      },
      {
        heading: "Accuratezza delle informazioni",
        paragraphs: [
          "Verifichiamo con cura le nostre informazioni, ma prezzi, orari di apertura, orari dei trasporti, date degli eventi e regole d'ingresso cambiano, talvolta con breve preavviso. Considera i dati riportati su questo sito come un'indicazione, non come una garanzia, e verifica tutto ciò che è importante, soprattutto i requisiti per il visto e per l'attraversamento delle frontiere, presso le fonti ufficiali prima di partire.",
          "I prezzi del pianificatore di viaggio sono stime a persona, calcolate da costi tipici di cui indichiamo le fonti, non offerte; non vendiamo viaggi né accettiamo prenotazioni.",
        ],
        links: [
          {
            label: "Verifica i requisiti ufficiali",
          },
        ],
      },
      {
        heading: "Link esterni",
        paragraphs: [
          "Inseriamo link ad altri siti web, come UNESCO, uffici governativi, OpenStreetMap e YouTube, perché sono utili a chi viaggia. Non abbiamo alcun controllo su tali siti e non siamo responsabili dei loro contenuti né delle loro pratiche in materia di privacy.",
        ],
      },
      {
        heading: "I nostri contenuti",
        paragraphs: [
          "I testi e le illustrazioni di questo sito sono nostri e sono pubblicati con licenza Creative Commons Attribuzione 4.0 (CC BY 4.0): puoi copiarli, modificarli e condividerli, anche a fini commerciali, citando «Explore Kosovo» con un link alla pagina. Le fotografie sono escluse: ognuna mantiene la propria licenza.",
        ],
      },
      {
        heading: "Newsletter",
        paragraphs: [
          "La newsletter è gratuita e puoi annullare l'iscrizione in qualsiasi momento. Il modo in cui trattiamo il tuo indirizzo e-mail è descritto nella nostra informativa sulla privacy.",
        ],
        links: [
          {
            label: "Informativa sulla privacy",
          },
        ],
      },
      {
        heading: "Contatti",
        paragraphs: [
          "Hai trovato un errore o hai una domanda su questi termini? Usa i recapiti in fondo a ogni pagina: le segnalazioni di viaggiatori e abitanti del posto ci aiutano a mantenere la guida accurata.",
        ],
      },
    ],
  },
};
