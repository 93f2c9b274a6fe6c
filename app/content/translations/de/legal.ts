/* de texts of app/content/legal.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faqPage: {
    title: "Häufige Fragen",
    description:
      "Antworten auf häufige Fragen zur Reise nach Kosovo: Visum, beste Reisezeit, vom Flughafen in die Stadt, Kosten, Geld, Sicherheit, Sprache und die Klöster.",
    sections: [
      {
        heading: "Brauche ich für Kosovo ein Visum?",
        paragraphs: [
          "Staatsangehörige vieler Länder, darunter die EU-Staaten, das Vereinigte Königreich, die USA, Kanada und Australien, können bis zu 90 Tage ohne Visum bleiben. Ihr Reisepass muss für die gesamte Dauer Ihres Aufenthalts gültig sein; manche Regierungen empfehlen einen längeren Puffer. Da sich die Regeln ändern, prüfen Sie die offiziellen Bestimmungen, bevor Sie buchen.",
        ],
        links: [
          {
            label: "Visum und Einreise",
          },
        ],
      },
      {
        heading: "Wann ist die beste Reisezeit?",
        paragraphs: [
          "Von Mai bis Oktober ist es für die meisten Reisen warm genug. Frühling (April–Juni) und Frühherbst (September–Oktober) sind ideal für Besichtigungen, der Sommer für die Berge und Festivals, und von Dezember bis März können Sie in Brezovica Ski fahren.",
        ],
        links: [
          {
            label: "Beste Reisezeit",
          },
        ],
      },
      {
        heading: "Wie viele Tage sollte ich einplanen?",
        paragraphs: [
          "Die meisten Besucher bleiben 4–7 Tage. Ein langes Wochenende reicht für Pristina und Prizren; in einer Woche kommen Peja, die Rugova-Schlucht, Dečani, Gjakova und die Weinberge von Rahovec hinzu. Unser Reiseplaner schlägt Ihnen eine Route passend zu Ihren Reisedaten und Interessen vor.",
        ],
        links: [
          {
            label: "Reise zusammenstellen",
          },
        ],
      },
      {
        heading: "Wie komme ich vom Flughafen nach Pristina?",
        paragraphs: [
          "Der internationale Flughafen Pristina liegt etwa 15 km vom Zentrum entfernt. Ein Taxi kostet 15–20 € und braucht 20–30 Minuten; der Flughafenbus kostet 3 €, fährt aber nur wenige Male am Tag.",
        ],
        links: [
          {
            label: "Verkehr",
          },
        ],
      },
      {
        heading: "Wie teuer ist Kosovo?",
        paragraphs: [
          "Kosovo ist preiswert. Zu typischen Preisen gibt man mit kleinem Budget etwa 25 € am Tag aus (ein Hostelbett und einheimisches Essen), in der Mittelklasse etwa 60 € (ein Zimmer in Pension oder Hotel und Essen im Restaurant), dazu etwa 5 € für jede Überlandbusfahrt: Schätzungen, keine Angebote. Eine Fahrt mit dem Stadtbus kostet 0,40–0,50 €.",
        ],
        links: [
          {
            label: "Beispielbudgets",
          },
        ],
      },
      {
        heading: "Welche Währung gilt, und kann ich mit Karte zahlen?",
        paragraphs: [
          "In Kosovo zahlen Sie mit dem Euro. Karten werden in Hotels, größeren Restaurants und Supermärkten angenommen; für kleine Cafés, Märkte, Busse und Dörfer sollten Sie aber Bargeld dabeihaben. Geldautomaten finden Sie in jeder Stadt ohne Mühe.",
        ],
        links: [
          {
            label: "Geld und Bezahlen",
          },
        ],
      },
      {
        heading: "Ist Kosovo sicher für Reisende?",
        paragraphs: [
          "Kosovo ist im Allgemeinen sicher, und die Menschen empfangen Besucher herzlich. Treffen Sie die üblichen Vorsichtsmaßnahmen, fahren Sie vorsichtig und verfolgen Sie die Nachrichten, wenn Sie in den Norden reisen möchten. Im Notfall wählen Sie die 112.",
        ],
        links: [
          {
            label: "Gesundheit und Sicherheit",
          },
        ],
      },
      {
        heading: "Welche Sprachen werden gesprochen?",
        paragraphs: [
          "Albanisch und Serbisch sind die Amtssprachen. Viele junge Leute sprechen gut Englisch, und Deutsch wird vielerorts verstanden. „Faleminderit“ (Danke) zu lernen, ist ein guter Anfang.",
        ],
        links: [
          {
            label: "Nützliche Redewendungen",
          },
        ],
      },
      {
        heading: "Kann ich die mittelalterlichen Klöster besichtigen?",
        paragraphs: [
          "Ja. Dečani, das Patriarchat von Peć und Gračanica sind aktive serbisch-orthodoxe Klöster, die respektvolle Besucher willkommen heißen; zusammen mit der Kirche der Muttergottes von Ljeviš in Prizren bilden sie eine UNESCO-Welterbestätte. Kleiden Sie sich dezent und nehmen Sie Ihren Reisepass mit, der am Eingang manchmal kontrolliert wird.",
        ],
        links: [
          {
            label: "Religiöse Stätten",
          },
          {
            label: "Über Kosovo",
          },
        ],
      },
      {
        heading: "Verwendet diese Website Cookies oder verfolgt sie mich?",
        paragraphs: [
          "Es gibt keine Tracker und keine Werbe-Cookies. Ihre Sprachwahl und Ihre gemerkten Orte speichern wir in Ihrem Browser; Ihre E-Mail-Adresse speichern wir nur, wenn Sie sie uns geben: für den Newsletter, eine Bewertung, einen Kommentar oder einen Veranstaltungshinweis.",
        ],
        links: [
          {
            label: "Datenschutzerklärung",
          },
        ],
      },
    ],
  },
  privacyPolicy: {
    title: "Datenschutzerklärung",
    description:
      "Was Explore Kosovo über Sie speichert: Ihre Sprachwahl und Ihre gemerkten Orte in Ihrem Browser, Ihre E-Mail-Adresse, wenn Sie den Newsletter abonnieren, und nichts für Werbezwecke.",
    sections: [
      {
        heading: "Das Wichtigste in Kürze",
        paragraphs: [
          "Sie können jede Seite von Explore Kosovo ohne Benutzerkonto lesen, ohne uns mitzuteilen, wer Sie sind. Wir setzen keine Tracker, keine Analysedienste und keine Werbe-Cookies ein und verkaufen oder übermitteln niemals personenbezogene Daten an Dritte. Die personenbezogenen Angaben, die wir speichern, sind Ihre E-Mail-Adresse – nur wenn Sie sich für den Newsletter anmelden, eine Bewertung oder einen Kommentar schreiben oder uns eine Veranstaltung melden – und, gegen Missbrauch, ein Fingerabdruck der Adresse Ihrer Verbindung bei dem, was Sie senden, sowie die Adresse selbst für höchstens eine Stunde.",
        ],
      },
      {
        heading: "Was in Ihrem Browser gespeichert wird",
        paragraphs: [
          "Wenn Sie eine Sprache wählen, speichern wir diese Auswahl in Ihrem Browser (in seinem Speicher und in einem Cookie namens „language“, das ein Jahr gilt und unserem Server auch sagt, die Startseite in Ihrer Sprache zu öffnen), damit die Website beim nächsten Besuch in Ihrer Sprache erscheint. Wenn Sie sich einen Ort oder ein Erlebnis merken, wird auch diese Liste in Ihrem Browser gespeichert. Ihre Merkliste wird nie an uns übertragen; wenn Sie Ihre Browserdaten löschen, werden beide Angaben entfernt.",
        ],
        links: [
          {
            label: "Ihre gemerkten Orte",
          },
        ],
      },
      {
        heading: "Newsletter",
        paragraphs: [
          "Wenn Sie den Newsletter abonnieren, speichern wir Ihre E-Mail-Adresse, die von Ihnen gewählte Sprache und das Datum der Anmeldung in unserer Datenbank. Ihr Abonnement bleibt unbestätigt, bis Sie den Bestätigungslink öffnen, den wir Ihnen per E-Mail senden; erst dann ist es bestätigt und Sie erhalten Newsletter. Melden Sie sich mit derselben Adresse zweimal an, entsteht kein zweiter Eintrag.",
          "Sie können sich jederzeit über den Link in jeder unserer E-Mails oder auf der Abmeldeseite abmelden. Wir kennzeichnen Ihre Adresse dann als abgemeldet, senden Ihnen nichts mehr und löschen sie 30 Tage später (bis dahin zeigt Ihnen der Link noch, dass Sie abgemeldet sind). Wenn Sie möchten, dass sie sofort gelöscht wird, wenden Sie sich an uns – wir kommen dem nach.",
        ],
        links: [
          {
            label: "Abmelden",
          },
        ],
      },
      {
        heading: "Bewertungen",
        paragraphs: [
          "Wenn Sie eine Bewertung schreiben, speichern wir, was Sie geschrieben haben (Sterne, Titel, Text, Monat des Besuchs, den gewählten Namen und die Sprache), Ihre E-Mail-Adresse und einen Fingerabdruck der IP-Adresse Ihrer Verbindung (mit einem geheimen Schlüssel gebildet, der jeden Monat wechselt, sodass sich daraus die Adresse nicht zurückgewinnen lässt), um zu bestätigen, dass die Bewertung von Ihnen ist, um Ihnen die Entscheidung der Moderation mitzuteilen und um Missbrauch zu verhindern. Ihre E-Mail-Adresse wird nie angezeigt. Eine Bewertung, die Sie nicht innerhalb von 7 Tagen bestätigen, wird mit allem, was dazu gespeichert ist, gelöscht.",
          "Eine bestätigte Bewertung bleibt gespeichert, solange sie auf der Website steht; Sie können sie jederzeit über den privaten Link in unserer E-Mail ändern oder löschen. Eine abgelehnte bleibt 30 Tage nach der Entscheidung verborgen mit der Begründung der Moderation gespeichert; danach werden ihr Text, Ihre Adresse, der Fingerabdruck, die Begründung und der private Link gelöscht, und wir behalten nur, dass und wann eine Bewertung abgelehnt wurde, für die Zahlen auf „So funktionieren Bewertungen hier“. Wenn Sie auf „Hilfreich“ oder „Melden“ drücken, speichert Ihr Browser für ein Jahr eine Zufallszahl in einem Cookie, damit Ihre Stimme oder Meldung einmal zählt; wir speichern nur einen Fingerabdruck davon bei der Bewertung, solange die Bewertung gespeichert ist. Spam-Prüfungen laufen in Ihrem Browser und auf unserem Server; nichts wird an Dritte gesendet.",
        ],
        links: [
          {
            label: "So funktionieren Bewertungen hier",
          },
        ],
      },
      {
        heading: "Kommentare, Veranstaltungshinweise, „Gefällt mir“ und Änderungshinweise",
        paragraphs: [
          "Wenn Sie einen Blogartikel kommentieren, speichern wir Ihren Kommentar, den gewählten Namen, die Sprache, Ihre E-Mail-Adresse und den Fingerabdruck Ihrer Verbindung und behandeln sie wie eine Bewertung: Bestätigung über unsere E-Mail, Prüfung durch die Moderation vor der Veröffentlichung, Ihre Adresse wird nie angezeigt, ohne Bestätigung wird nach 7 Tagen alles gelöscht, und ein abgelehnter Kommentar bleibt 30 Tage verborgen mit der Begründung und wird dann wie eine abgelehnte Bewertung gelöscht. Der private Link in unserer E-Mail löscht Ihren Kommentar. „Melden“ unter einem Kommentar funktioniert wie unter einer Bewertung.",
          "Wenn Sie uns eine Veranstaltung melden, speichern wir ihre Angaben, Ihren Namen und Ihre E-Mail-Adresse, um zu bestätigen, dass der Hinweis von Ihnen ist, damit die Redaktion ihn prüfen kann, und um Ihnen mitzuteilen, wann er veröffentlicht ist oder warum nicht. Ein Hinweis, den Sie nicht innerhalb von 7 Tagen bestätigen, wird gelöscht; ein abgelehnter Hinweis 30 Tage nach der Entscheidung. Nach der Veröffentlichung sind die Angaben zur Veranstaltung öffentlich, Ihr Name und Ihre Adresse nicht. Wir bewahren sie beim Hinweis auf, damit Sie die Veranstaltung über Ihren privaten Link aktuell halten können, solange die Veranstaltung wiederkehrt und bis ein Jahr nach ihrem letzten Termin; dann löschen wir sie und der Link endet, früher, wenn Sie uns bitten, Ihre Adresse zu löschen.",
          "Wenn Ihnen ein Artikel gefällt, speichert Ihr Browser eine Zufallszahl in seinem lokalen Speicher, damit Ihr „Gefällt mir“ einmal zählt; wir speichern diese Zahl beim Artikel und sonst nichts. Ein Hinweis „Hat sich hier etwas geändert?“ speichert nur, was Sie gewählt und geschrieben haben, die Seite und ihre Sprache; wir bewahren ihn als Nachweis dessen auf, was unsere Redaktion geprüft hat, und löschen ihn ein Jahr, nachdem sie ihn abgeschlossen hat.",
        ],
      },
      {
        heading: "E-Mails und das Löschen Ihrer Adresse",
        paragraphs: [
          "Jede E-Mail, die wir Ihnen senden (Bestätigungen, die Entscheidung der Moderation, Newsletter), wartet in unserem Postausgang, bis sie versandt ist. Ist sie versandt oder konnte sie nicht zugestellt werden, löschen wir Betreff, Text und Links und behalten nur eine Zeile in unserem Versandprotokoll: die Art der E-Mail, Ihre Adresse auf ihre Anfangsbuchstaben gekürzt, ob und wann sie versandt wurde und einen etwaigen Fehler; diese Zeile wird 30 Tage später gelöscht. Die Links in unseren E-Mails speichern wir nur als Fingerabdrücke, sodass eine Kopie unserer Datenbank sie nicht öffnen kann.",
          "Auf Ihren Wunsch löschen wir Ihre E-Mail-Adresse überall, wo wir Daten von Besuchern aufbewahren: aus Ihren Bewertungen, Kommentaren und Veranstaltungshinweisen, aus unserem Postausgang, aus einem Newsletter-Abonnement (das damit endet) und aus jedem Text von Besuchern, der sie nennt; zitiert eine unserer eigenen Seiten sie (etwa eine Veranstaltung, die aus Ihrem Hinweis entstanden ist), entfernt die Redaktion sie dort. Was Sie geschrieben haben, bleibt unter dem gewählten Namen auf der Website, es sei denn, Sie löschen es mit Ihrem privaten Link oder bitten uns darum. Wir vermerken, dass eine Adresse gelöscht wurde, wann und von wem, mit einem Fingerabdruck der Adresse, der mit unserem geheimen Schlüssel gebildet ist, damit wir es erkennen, wenn Sie erneut fragen; nie die Adresse selbst.",
        ],
      },
      {
        heading: "Server-Protokolle und Sicherheit",
        paragraphs: [
          "Für den Betrieb der Website schreibt unser Server zu jeder Anfrage ein kurzes technisches Protokoll: welche Seite aufgerufen wurde, mit welchem Ergebnis und wie lange die Bearbeitung gedauert hat, ohne Ihre IP-Adresse.",
          "Um automatisierten Missbrauch unserer Formulare und Schaltflächen zu verhindern (Newsletter, Bewertungen, Kommentare, Veranstaltungshinweise, „Gefällt mir“, Änderungshinweise, „Hilfreich“ und „Melden“), zählen wir, was eine Verbindung in kurzer Zeit sendet: Die IP-Adresse Ihrer Verbindung wird mit einem Zähler für die Dauer dieser Begrenzung gespeichert (höchstens eine Stunde) und etwa eine Stunde nach deren Ende gelöscht. Die Spam-Prüfung ist ein kleines Rätsel, das Ihr Browser löst, ohne Dritte; die Signatur eines gelösten Rätsels bewahren wir 20 Minuten auf, damit es nicht zweimal verwendet werden kann, und nichts über Sie.",
          "Wenn Sie in unserer Redaktionsoberfläche arbeiten, bewahren wir zu jeder Anmeldung, jedem fehlgeschlagenen Versuch und jeder Anfrage zum Zurücksetzen des Passworts einen Eintrag (die IP-Adresse der Verbindung und die eingegebene Adresse) 90 Tage lang auf, und Ihre Sitzung (mit IP-Adresse und Browser), bis sie endet, höchstens 12 Stunden nach Ihrer letzten Nutzung und 7 Tage nach der Anmeldung; beendete Sitzungen werden innerhalb eines Tages gelöscht.",
        ],
      },
      {
        heading: "Karten und Videos",
        paragraphs: [
          "Unsere Bilder und Schriften werden von unserem eigenen Server geladen. Karten von OpenStreetMap und Videos von YouTube (über den datenschutzfreundlicheren Player von youtube-nocookie.com) werden erst geladen, wenn Sie dies ausdrücklich anfordern, indem Sie eine Karte öffnen oder auf „Abspielen“ drücken. In diesem Moment verbindet sich Ihr Browser mit dem jeweiligen Anbieter; dieser erhält Ihre IP-Adresse und wendet seine eigene Datenschutzerklärung an.",
        ],
      },
      {
        heading: "Ihre Rechte",
        paragraphs: [
          "Sie können jederzeit Auskunft darüber verlangen, welche Daten wir über Sie speichern, und diese berichtigen oder löschen lassen. Wenn Sie der Ansicht sind, dass wir Ihre Daten nicht ordnungsgemäß verarbeitet haben, haben Sie außerdem das Recht, sich bei einer Datenschutzaufsichtsbehörde zu beschweren.",
        ],
      },
      {
        heading: "Änderungen dieser Datenschutzerklärung",
        paragraphs: [
          "Sollte die Website künftig anders mit Daten umgehen, aktualisieren wir diese Seite, bevor die Änderung wirksam wird.",
        ],
      },
    ],
  },
  terms: {
    title: "Nutzungsbedingungen",
    description:
      "Die Bedingungen für die Nutzung von Explore Kosovo: ein kostenloser Reiseführer, dessen Angaben Sie vor der Reise bei offiziellen Stellen überprüfen sollten, dazu Links und Kontakt.",
    sections: [
      {
        heading: "Nutzung dieser Website",
        paragraphs: [
          "Explore Kosovo ist ein kostenloser Reiseführer. Sie dürfen die Seiten lesen, ausdrucken und teilen. Bitte nutzen Sie die Website nicht auf eine Weise, die andere bei der Nutzung beeinträchtigt: Wer unsere Inhalte in größerem Umfang weiterverwenden möchte, nutzt statt automatisierten Auslesens die offene Daten-API und die Feeds, die unter /api beschrieben sind.",
        ],
      },
      {
        heading: "Richtigkeit der Angaben",
        paragraphs: [
          "Wir prüfen unsere Angaben sorgfältig, doch Preise, Öffnungszeiten, Fahrpläne, Veranstaltungstermine und Einreisebestimmungen ändern sich, manchmal kurzfristig. Verstehen Sie die Angaben auf dieser Website als Orientierung, nicht als Gewähr, und überprüfen Sie alles Wichtige – vor allem Visa- und Grenzbestimmungen – vor der Reise bei offiziellen Stellen.",
          "Die Preise im Reiseplaner sind Schätzungen pro Person, berechnet aus typischen Kosten mit ihren Quellen, und keine Angebote; wir verkaufen keine Reisen und nehmen keine Buchungen entgegen.",
        ],
        links: [
          {
            label: "Offizielle Bestimmungen prüfen",
          },
        ],
      },
      {
        heading: "Externe Links",
        paragraphs: [
          "Wir verlinken auf andere Websites, etwa auf die UNESCO, Behörden, OpenStreetMap und YouTube, weil sie für Reisende nützlich sind. Auf diese Websites haben wir keinen Einfluss und sind für deren Inhalte und Datenschutzpraktiken nicht verantwortlich.",
        ],
      },
      {
        heading: "Unsere Inhalte",
        paragraphs: [
          "Die Texte und Illustrationen auf dieser Website sind unsere eigenen und stehen unter der Lizenz Creative Commons Namensnennung 4.0 (CC BY 4.0): Sie dürfen sie kopieren, bearbeiten und weitergeben, auch kommerziell, wenn Sie „Explore Kosovo“ nennen und auf die Seite verlinken. Fotos sind davon ausgenommen: Jedes behält seine eigene Lizenz.",
        ],
      },
      {
        heading: "Newsletter",
        paragraphs: [
          "Der Newsletter ist kostenlos und kann jederzeit abbestellt werden. Wie wir mit Ihrer E-Mail-Adresse umgehen, erläutert unsere Datenschutzerklärung.",
        ],
        links: [
          {
            label: "Datenschutzerklärung",
          },
        ],
      },
      {
        heading: "Kontakt",
        paragraphs: [
          "Haben Sie einen Fehler gefunden oder eine Frage zu diesen Bedingungen? Nutzen Sie die Kontaktdaten am Ende jeder Seite – Korrekturen von Reisenden und Einheimischen helfen uns, den Reiseführer korrekt zu halten.",
        ],
      },
    ],
  },
};
