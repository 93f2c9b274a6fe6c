/* de texts of app/content/blog/medieval-monasteries-of-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Einige der schönsten mittelalterlichen Kunstwerke Südosteuropas finden Sie in vier Kirchen in Kosovo. Gemeinsam bilden sie die UNESCO-Welterbestätte <strong>„Mittelalterliche Denkmäler im Kosovo“</strong>: das Kloster Visoki Dečani, das Patriarchat von Peć, die Kirche der Muttergottes von Ljeviš in Prizren und das Kloster Gračanica. Alle vier wurden im 13. und 14. Jahrhundert von serbischen Herrschern erbaut, und alle vier sind bis heute Gotteshäuser der Serbisch-Orthodoxen Kirche.</p>

<p>Die UNESCO nahm 2004 zunächst Visoki Dečani in die Welterbeliste auf und fügte 2006 die drei anderen Stätten hinzu – als herausragende Beispiele der Kirchenarchitektur und Wandmalerei, die zwischen dem 13. und 17. Jahrhundert auf dem Balkan blühten. 2006 wurde die Stätte außerdem in die Liste des gefährdeten Welterbes aufgenommen, auf der sie bis heute steht. Ein Besuch ist eine Gelegenheit, außergewöhnliche Kunst zu sehen – mit Rücksicht auf die Menschen, die hier beten.</p>

<h2>Visoki Dečani</h2>

<p>Das Kloster Visoki Dečani liegt eine kurze Fahrt von der Stadt <a href="/destinations/13">Deçan</a> entfernt, dort, wo ein Fluss durch Kastanienwälder aus den Bergen tritt. Seine Kirche entstand zwischen 1327 und 1335; begonnen wurde sie unter König Stefan Uroš III., der nach dieser Stiftung den Beinamen Dečanski erhielt, vollendet unter seinem Sohn Stefan Dušan. Baumeister war Fra Vita, ein Franziskanermönch aus Kotor an der Adriaküste.</p>

<p>Diese Mischung von Einflüssen ist deutlich zu sehen. Das Äußere, mit Bändern aus hellem und rötlichem Marmor verkleidet, wirkt romanisch, während der Innenraum byzantinisch geprägt und fast vollständig mit Fresken bedeckt ist: Tausende gemalte Figuren, biblische Szenen und Heilige sowie ein großer Stammbaum der Herrscherdynastie. Oft wird der Bau als größte erhaltene mittelalterliche Kirche des Balkans bezeichnet, und wenn Sie unter seinen Gewölben stehen, glauben Sie es gern. Nehmen Sie sich mindestens eine Stunde Zeit: Die Fresken belohnen geduldiges Betrachten, und Ihre Augen brauchen ein paar Minuten, um sich an das schwache Licht zu gewöhnen.</p>

<p>Im Kloster lebt eine Gemeinschaft von Mönchen; bewacht wird es von internationalen KFOR-Truppen. Nehmen Sie Reisepass oder Personalausweis mit, da Sie ihn möglicherweise am Eingang abgeben müssen, und rechnen Sie mit einer kurzen Sicherheitskontrolle.</p>

<h2>Das Patriarchat von Peć</h2>

<p>Gleich außerhalb von <a href="/cities/3">Peja</a> (Peć), am Eingang der Rugova-Schlucht, steht eine Gruppe von vier Kirchen unter einem gemeinsamen Dach, außen tiefrot gestrichen. Das Patriarchat, überwiegend im 13. und 14. Jahrhundert erbaut, war über lange Zeiträume Sitz der serbischen Erzbischöfe und später der Patriarchen, von denen mehrere hier begraben sind.</p>

<p>Die Fresken im Inneren stammen aus mehreren Jahrhunderten, sodass Sie beim Gang von einer Kirche in die nächste verfolgen können, wie sich die Malstile gewandelt haben. Heute lebt hier eine Gemeinschaft von Nonnen. Der ummauerte Hof im Schatten alter Bäume ist einer der friedlichsten Orte in Kosovo. Das Patriarchat lässt sich ganz natürlich mit einem Tag in der <a href="/destinations/5">Rugova-Schlucht</a> verbinden.</p>

<h2>Die Muttergottes von Ljeviš, Prizren</h2>

<p>Mitten in <a href="/cities/2">Prizren</a>, zwischen Wohnhäusern und Geschäften, steht die Kirche der Muttergottes von Ljeviš, 1306–1307 unter König Milutin an der Stelle einer älteren Kirche neu errichtet. Zu ihren Fresken gehören Werke des Malers Michael Astrapas und seiner Werkstatt, deren Namen an den Wänden erhalten sind – eine für jene Zeit seltene Signatur.</p>

<p>Die Kirche wurde bei den Unruhen im März 2004 beschädigt und ist inzwischen restauriert. Der Zugang zum Innenraum ist eingeschränkt; fragen Sie also vor Ort nach einer Besichtigung. Die Fassade aus Ziegel und Stein und der Glockenturm lohnen sich auch von der Straße aus.</p>

<h2>Gračanica</h2>

<p>Wenige Kilometer südöstlich von <a href="/cities/1">Pristina</a>, im Ort Gračanica, steht die eleganteste der vier: eine um 1321 vollendete Kirche, ebenfalls unter König Milutin erbaut. Ihre fünf Kuppeln erheben sich stufenweise über dem Dach – eine Komposition, die oft als Meisterwerk der spätbyzantinischen Architektur bezeichnet wird. Achten Sie innen unter den Fresken auf die Bildnisse Milutins und seiner Königin Simonida.</p>

<p>Gračanica ist von der Hauptstadt aus ein einfacher Halbtagesausflug mit dem Taxi oder dem Regionalbus. Im Kloster lebt eine Gemeinschaft von Nonnen.</p>

<h2>Respektvoll zu Besuch</h2>

<ul>
<li><strong>Dezente Kleidung:</strong> Bedecken Sie Schultern und Knie. Frauen werden unter Umständen gebeten, die Beine zu bedecken; ein Schal oder Tuch in der Tasche löst die meisten Situationen.</li>
<li><strong>Fotografieren:</strong> In den Kirchen ist es oft nicht erlaubt. Fragen Sie vorher und respektieren Sie die Antwort.</li>
<li><strong>Der Gottesdienst hat Vorrang:</strong> Wenn gerade eine Liturgie gefeiert wird, bleiben Sie leise im hinteren Teil stehen oder kommen Sie später wieder.</li>
<li><strong>Die Öffnungszeiten schwanken</strong> je nach Jahreszeit und kirchlichen Feiertagen; erkundigen Sie sich also am Tag selbst vor Ort, statt sich auf feste Zeiten zu verlassen.</li>
<li><strong>Kerzen und Spenden:</strong> Meist können Sie am Eingang eine dünne Bienenwachskerze kaufen und drinnen anzünden; eine kleine Spende hilft den Gemeinschaften, die Gebäude zu erhalten.</li>
<li><strong>Bleiben Sie ruhig und geduldig</strong> bei den Sicherheitskontrollen; sie dienen dem Schutz der Stätten und der Gemeinschaften, die dort leben.</li>
</ul>

<h2>Teil einer größeren Geschichte</h2>

<p>Diese Kirchen sind ein Kapitel eines Erbes, zu dem auch osmanische Moscheen und Hamams, katholische Kirchen, steinerne Kulla-Wohntürme und die Basare von Prizren, Peja und Gjakova gehören. Viele Besucher finden, dass man das Land am besten versteht, wenn man all das nebeneinander sieht. Mehr entdecken Sie auf unseren <a href="/attractions">Seiten zu den Sehenswürdigkeiten</a>, oder bauen Sie mit dem <a href="/plan">Reiseplaner</a> eine Klosterroute in Ihre Reise ein: Das Patriarchat und Dečani lassen sich von Peja aus gut an einem Tag verbinden.</p>
`;
