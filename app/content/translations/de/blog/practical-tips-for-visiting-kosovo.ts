/* de texts of app/content/blog/practical-tips-for-visiting-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Kosovo ist ein Land, in dem man leicht reist, sobald man ein paar Grundlagen kennt. Die Entfernungen sind kurz, die Menschen hilfsbereit, und viele jüngere Kosovaren sprechen Englisch. Dieser Ratgeber sammelt die praktischen Fragen, die unsere Leserinnen und Leser am häufigsten stellen, vom Visum bis zum Trinkgeld – so können Sie alles vor der Landung klären und Ihre Zeit dann mit Genießen verbringen.</p>

<h2>Einreise und Visum</h2>

<p>Staatsangehörige vieler Länder können Kosovo ohne Visum für bis zu <strong>90 Tage</strong> besuchen, darunter Bürgerinnen und Bürger aller EU-Mitgliedstaaten, des Vereinigten Königreichs, der Vereinigten Staaten, Kanadas und Australiens. Ihr Reisepass muss für <strong>die gesamte Dauer Ihres Aufenthalts</strong> gültig sein; manche Regierungen empfehlen einen längeren Puffer. Die Regeln können sich ändern; prüfen Sie daher vor der Reise auf der Website des kosovarischen Außenministeriums, was für Ihre Staatsangehörigkeit gilt, und lesen Sie unsere <a href="/about/general">wichtigen Reiseinformationen</a>.</p>

<p>Zwei Situationen erfordern etwas mehr Planung:</p>

<ul>
<li><strong>Weiterreise nach Serbien.</strong> Serbien erkennt eine Einreise nach Kosovo über die Grenzen zu Albanien, Nordmazedonien oder Montenegro oder über den Flughafen Pristina nicht als Einreise nach Serbien an. Wenn Ihre Route weiter nach Serbien führt, prüfen Sie die aktuellen offiziellen Hinweise, bevor Sie entscheiden, wo Sie ein- und ausreisen.</li>
<li><strong>Einreise mit dem eigenen Auto.</strong> Für Fahrzeuge mit ausländischem Kennzeichen brauchen Sie in der Regel eine lokale Versicherung, die Sie am Grenzübergang abschließen. Bewahren Sie die Papiere im Auto auf.</li>
</ul>

<h2>Geld</h2>

<p>In Kosovo zahlen Sie mit dem <strong>Euro</strong>; wenn Sie aus dem Euroraum kommen, müssen Sie also kein Geld umtauschen. Geldautomaten finden Sie in jeder Stadt ohne Mühe. Karten werden in den meisten Hotels, Supermärkten und größeren Restaurants angenommen, doch in Bäckereien, kleinen Cafés, Pensionen auf dem Dorf, in Taxis und Bussen ist Bargeld nach wie vor König. Haben Sie ein paar kleine Scheine und Münzen dabei.</p>

<p>Gemessen an europäischen Verhältnissen ist Kosovo günstig. Als grobe Richtschnur: Mit kleinem Budget kommen Sie mit etwa 30–40 € am Tag aus, und für 50–80 € am Tag reisen Sie bequem im mittleren Preissegment. Eine Nacht kostet je nach Stadt und Saison etwa 10–25 € im Hostel, 15–60 € in einer Pension und 40–150 € im Hotel.</p>

<h2>Telefon und Daten</h2>

<p>Die Ländervorwahl des Kosovo ist <strong>+383</strong>. Kosovo gehört nicht zum EU-Bereich „Roam like at home“, daher kann Roaming mit einem EU-Tarif teuer werden; fragen Sie vor der Reise bei Ihrem Anbieter nach.</p>

<p>Am einfachsten ist eine lokale Prepaid-SIM. Ein Starterpaket kostet meist <strong>5–10 €</strong> und bietet Ihnen etwa 5–10 GB Daten für ein bis zwei Wochen – reichlich für Karten, Nachrichten und Busfahrpläne. Die beiden großen Mobilfunkanbieter haben Shops in jedem Stadtzentrum; nehmen Sie Ihren Reisepass mit, denn die Karte wird auf Ihren Namen registriert. WLAN gibt es in fast jedem Café, Hotel und jeder Pension.</p>

<h2>Unterwegs im Land</h2>

<p>Busse sind das Rückgrat des Reisens in Kosovo. Sie verbinden Pristina mit jeder größeren Stadt, auf den meistbefahrenen Strecken oft mehrmals pro Stunde, und eine typische Fahrkarte zwischen zwei Städten kostet etwa <strong>3–7 €</strong>. Fahrkarten bekommen Sie meist am Schalter im Busbahnhof oder im Bus. Stadtbusse in Pristina kosten etwa 0,40–0,50 € pro Fahrt.</p>

<p>Taxis sind günstig und leicht zu finden. Eine Fahrt innerhalb einer Stadt kostet meist <strong>2–5 €</strong>. Nehmen Sie ein lizenziertes Taxi mit funktionierendem Taxameter, oder vereinbaren Sie den Fahrpreis vor dem Einsteigen. Vom Flughafen Pristina kostet ein Taxi in die Stadt etwa 15–20 €, der Flughafenbus etwa 3 €.</p>

<p>Mit einem Mietwagen erreichen Sie Bergdörfer, Klöster und Wasserfälle am einfachsten. Rechnen Sie mit etwa 25–50 € am Tag, einer Kaution von etwa 100–500 € und je nach Vermieter einem Mindestalter von 21 bis 25 Jahren. Kraftstoff kostet etwa 1,3 € pro Liter. Die Höchstgeschwindigkeit beträgt innerorts 50 km/h, auf Landstraßen 80 km/h und auf Autobahnen 110–130 km/h. Fahren Sie defensiv, achten Sie auf Fußgänger auf Dorfstraßen und rechnen Sie ab dem Spätherbst mit Schnee auf Bergstraßen.</p>

<p>Unser <a href="/about/transport">Verkehrsratgeber</a> erklärt alle Möglichkeiten ausführlicher.</p>

<h2>Trinkgeld und Umgangsformen</h2>

<p>Im Restaurant geben Sie <strong>5–10 %</strong> Trinkgeld, wenn Sie mit dem Service zufrieden sind. Im Café rundet man meist auf oder lässt das Wechselgeld liegen, und auch Taxifahrer freuen sich über einen aufgerundeten Betrag.</p>

<p>Die Gastfreundschaft der Kosovaren ist sprichwörtlich. Wenn Ihnen Kaffee, Tee oder etwas zu essen angeboten wird, ist es freundlich, anzunehmen. Bedecken Sie beim Besuch von Moscheen, Kirchen und Klöstern Schultern und Knie, sprechen Sie leise und fragen Sie, bevor Sie fotografieren. Seien Sie bei Gesprächen über Geschichte und Politik respektvoll; Zuhören ist immer willkommen.</p>

<p>Albanisch und Serbisch sind die Amtssprachen. Jüngere Menschen sprechen oft gut Englisch, und Deutsch ist verbreitet, weil viele Familien Verwandte in deutschsprachigen Ländern haben. Schon ein paar Worte Albanisch bewirken viel:</p>

<ul>
<li><em>Mirëdita</em> – Guten Tag</li>
<li><em>Faleminderit</em> – Danke</li>
<li><em>Po / Jo</em> – Ja / Nein</li>
<li><em>Sa kushton?</em> – Wie viel kostet das?</li>
</ul>

<h2>Sicherheit und Notfälle</h2>

<p>Kosovo ist im Allgemeinen ein sicheres und gastfreundliches Land für Besucher. Treffen Sie die üblichen Vorsichtsmaßnahmen wie überall: Achten Sie im Gedränge auf Ihre Sachen, meiden Sie nachts unbeleuchtete Straßen und behalten Sie in den Bergen das Wetter im Blick. Eine Reiseversicherung, die Krankheitskosten abdeckt, wird dringend empfohlen.</p>

<p>Speichern Sie diese Nummern in Ihrem Handy:</p>

<ul>
<li><strong>112</strong> – allgemeiner Notruf</li>
<li><strong>192</strong> – Polizei</li>
<li><strong>193</strong> – Feuerwehr</li>
<li><strong>194</strong> – Rettungsdienst</li>
</ul>

<p>Apotheken gibt es in jeder Stadt, und sie helfen bei kleineren Beschwerden.</p>

<h2>Gut zu wissen</h2>

<ul>
<li><strong>Zeitzone:</strong> Mitteleuropäische Zeit, wie in Berlin oder Rom.</li>
<li><strong>Strom:</strong> 230 V mit den üblichen europäischen zweipoligen Steckern.</li>
<li><strong>Wasser:</strong> Wasser in Flaschen ist günstig und überall erhältlich.</li>
<li><strong>Öffnungszeiten:</strong> Cafés öffnen früh und schließen spät; in kleineren Städten schließen viele Geschäfte sonntags früher.</li>
</ul>

<h2>Beste Reisezeit</h2>

<p>Frühling (April bis Juni) und Frühherbst (September und Oktober) sind ideal, mit mildem Wetter für Städte und Berge gleichermaßen. Der Sommer (Juni bis August) ist warm und voller Festivals. Der Winter (Dezember bis März) bringt Schnee in die Berge und Skifahren in Brezovica.</p>

<p>Bereit für die Reise? Stellen Sie mit unserem <a href="/plan">Reiseplaner</a> eine Route zusammen, und finden Sie auf den Seiten <a href="/about">Über Kosovo</a> Zahlen und Fakten.</p>
`;
