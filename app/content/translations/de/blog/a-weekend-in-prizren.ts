/* de texts of app/content/blog/a-weekend-in-prizren.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Prizren ist die Stadt, in die Kosovaren ihre Freunde als Erstes schicken. Sie liegt dort, wo das Šar-Gebirge auf die Ebene trifft; der Fluss Lumbardhi fließt mitten durch die Altstadt, und vom Hügel darüber wacht eine Festung. Fast alles, was Sie sehen möchten, liegt nur ein paar Gehminuten vom Fluss entfernt – ideal für ein Wochenende: Lassen Sie das Auto stehen oder kommen Sie mit dem Bus – von Freitagabend bis Sonntagmittag sind Sie zu Fuß unterwegs.</p>

<p>Überlandbusse aus Pristina brauchen etwa anderthalb Stunden und fahren den ganzen Tag über. Sie können also nach der Arbeit losfahren und sind trotzdem zum Abendessen in Prizren. Unser <a href="/about/transport">Verkehrsratgeber</a> erklärt die Fahrpreise und wie die Busbahnhöfe funktionieren.</p>

<h2>Freitagabend: zum Fluss</h2>

<p>Stellen Sie Ihre Tasche ab und gehen Sie direkt zur Steinbrücke, Ura e Gurit. Sie ist auf jeder Postkarte aus Prizren zu sehen und das erste Fotomotiv der meisten Besucher. Die ursprüngliche osmanische Brücke stand rund vier Jahrhunderte, bis ein Hochwasser sie im November 1979 mitriss. Die Menschen in Prizren setzten sich für ihren Wiederaufbau ein, und die Brücke, über die Sie heute gehen, wurde 1982 wieder eröffnet. Sie ist kürzer als die alte, doch der Bogen und das Kopfsteinpflaster wirken genau richtig.</p>

<p>Am Südufer endet die Brücke am Shadërvan, dem gepflasterten Platz im Herzen der Altstadt, benannt nach seinem steinernen Brunnen. Die Einheimischen sagen gern, wer daraus trinke, komme nach Prizren zurück. Die Cafés breiten sich über den ganzen Platz aus, und um acht Uhr abends ist der Abendbummel, die <em>xhiro</em>, in vollem Gang: Familien, Paare und Gruppen von Studierenden spazieren langsam am Fluss auf und ab und bleiben alle paar Meter stehen, um jemanden zu begrüßen.</p>

<p>Schließen Sie sich ihnen an und suchen Sie sich dann einen Grill zum Abendessen. In Prizren nimmt man seine <strong>Qebapa</strong> ernst: kleine gegrillte Würstchen aus Hackfleisch, serviert mit Brot, rohen Zwiebeln und einem Löffel cremigem Kajmak. Zum Abschluss gibt es Baklava oder ein Glas Tee aus einer der Konditoreien am Platz.</p>

<h2>Samstagvormittag: drei Religionen auf wenigen hundert Metern</h2>

<p>Beginnen Sie früh, bevor es warm wird, an der <strong>Sinan-Pascha-Moschee</strong>. Die 1615 erbaute Moschee beherrscht mit ihrer Kuppel und dem hohen Minarett das Flussufer, und ihr bemalter Innenraum lohnt den Besuch. Außerhalb der Gebetszeiten sind Sie willkommen; bedecken Sie Schultern und Knie und ziehen Sie an der Tür die Schuhe aus.</p>

<p>Von der Moschee sind es nur ein paar Schritte zur orthodoxen Kathedrale des heiligen Georg beim Shadërvan und zur katholischen Kathedrale ein paar Straßen weiter. In nur wenigen Städten dieser Größe kommen Sie auf einem kurzen Spaziergang an einer Moschee, einer orthodoxen Kirche und einer katholischen Kathedrale vorbei – und gerade diese Mischung prägt den Charakter von Prizren.</p>

<p>Etwas weiter vom Fluss entfernt steht die <strong>Kirche der Muttergottes von Ljeviš</strong>. Sie wurde Anfang des 14. Jahrhunderts erbaut und mit Fresken ausgemalt, die sie zu einer der vier Stätten des UNESCO-Welterbes „Mittelalterliche Denkmäler im Kosovo“ machten. Der Zugang zum Innenraum ist eingeschränkt; fragen Sie also vor Ort nach, bevor Sie hingehen. Schon von außen beeindrucken die Mauern aus Ziegel und Stein. Unsere <a href="/attractions">Seiten zu den Sehenswürdigkeiten</a> stellen die anderen Welterbestätten vor.</p>

<p>Gehen Sie zurück über den Fluss zum <strong>Komplex der Liga von Prizren</strong>, wo sich 1878 albanische Vertreter versammelten, um für ihre Rechte einzutreten, während die Grenzen des Osmanischen Reichs neu gezogen wurden. Das Museum erzählt diese Geschichte mit Dokumenten, Fotografien und Trachten. Achten Sie unterwegs in den Gassen des alten Basars auf die Werkstätten für <strong>Silberfiligran</strong>. Seit Generationen verarbeiten die Goldschmiede von Prizren Silberfäden zu Broschen, Ohrringen und Schatullen, und viele zeigen Ihnen gern, wie das geht.</p>

<h2>Samstagnachmittag: hinauf zur Festung</h2>

<p>Heben Sie sich den Aufstieg zur <strong>Festung (Kalaja)</strong> für den späten Nachmittag auf. Ein steiler, teils gepflasterter Weg beginnt hinter dem Shadërvan; in gleichmäßigem Tempo brauchen Sie etwa zwanzig Minuten. Tragen Sie Schuhe mit etwas Profil und nehmen Sie im Sommer Wasser mit, denn Schatten gibt es kaum.</p>

<p>Befestigt wurde dieser Hügel schon in der Antike. Was Sie heute sehen, ist ein Flickwerk aus byzantinischen, mittelalterlichen und osmanischen Mauern, in den letzten Jahren teilweise restauriert – und die Aussicht erklärt, warum jeder ihn besitzen wollte. Unter Ihnen liegen die roten Dächer der Altstadt, ein Dutzend Minarette und Kirchtürme und der Fluss, der sich hinaus in die Ebene windet. Bleiben Sie bis zum Sonnenuntergang, wenn die Gebetsrufe einer nach dem anderen aus der Stadt aufsteigen und unten die Lichter angehen.</p>

<h2>Samstagabend: am Lumbardhi entlang</h2>

<p>Gehen Sie hinunter, bevor es ganz dunkel ist, und folgen Sie dann dem Fluss aufwärts nach <strong>Marash</strong>, dem Viertel, in dem riesige alte Platanen das Ufer beschatten. Hier essen Sie am entspanntesten in der ganzen Stadt: gegrillte Forelle, gefüllte Paprika, Salat aus Tomaten und weißem Käse und dazu ein Glas Rotwein aus Rahovec, der Weinstadt keine Stunde entfernt. Wenn Sie Wein mögen, lohnt sich vor der Buchung Ihrer nächsten Reise ein Blick in unseren Reiseführer zu <a href="/destinations/15">Rahovec</a>.</p>

<h2>Sonntag: in die Berge</h2>

<p>Folgen Sie am Sonntagmorgen dem Fluss aufwärts aus der Stadt hinaus. Die Straße steigt in die Schlucht des Lumbardhi an, und nach etwa drei Kilometern erreichen Sie die Ruinen des Klosters der Heiligen Erzengel aus dem 14. Jahrhundert, gegründet vom serbischen Herrscher Stefan Dušan. Es ist noch heute ein Ort des Gebets; sprechen Sie also leise und verhalten Sie sich respektvoll. Wer wandern möchte, kann auf Waldwegen weiter talaufwärts gehen.</p>

<p>Mit dem Auto oder Taxi fahren Sie auf derselben Straße weiter hinauf nach <a href="/destinations/7">Prevalla</a>, einem hohen Bergpass im Šar-Gebirge mit Wiesen, Kiefernwald und Restaurants, die gegrilltes Lamm und Bergkäse servieren. Selbst im August ist es dort kühl, und im Winter kommt der Schnee früh. Von hier kehren Sie zu einem späten Mittagessen nach Prizren zurück oder fahren weiter über den Pass Richtung Brezovica.</p>

<h2>Praktische Hinweise</h2>

<ul>
<li><strong>Übernachten:</strong> In der Altstadt gibt es viele kleine Pensionen, nur wenige Minuten vom Shadërvan entfernt. Rechnen Sie mit etwa 15–60 € pro Nacht für eine Pension und 40–150 € für ein Hotel.</li>
<li><strong>Reisezeit:</strong> Frühling (April bis Juni) und Frühherbst sind ideal zum Spazierengehen. Im August füllt das DokuFest die Stadt mit Filmfans, buchen Sie also früh; mehr dazu in unserem <a href="/events">Veranstaltungskalender</a>.</li>
<li><strong>Geld:</strong> In Hotels und vielen Restaurants können Sie mit Karte zahlen, halten Sie aber etwas Bargeld für Bäckereien, kleine Cafés und Taxis bereit.</li>
<li><strong>Respekt:</strong> Kleiden Sie sich in Moscheen und Kirchen dezent und fragen Sie, bevor Sie Menschen oder Innenräume fotografieren.</li>
</ul>

<p>In zwei Tagen sehen Sie nicht ganz Prizren, aber Sie verstehen, warum die Menschen immer wiederkommen. Mehr über die Stadt lesen Sie in unserem <a href="/cities/2">Stadtführer Prizren</a>, oder Sie planen mit unserem <a href="/plan">Reiseplaner</a> gleich eine längere Route.</p>
`;
