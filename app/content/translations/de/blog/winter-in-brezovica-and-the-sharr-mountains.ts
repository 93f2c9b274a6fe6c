/* de texts of app/content/blog/winter-in-brezovica-and-the-sharr-mountains.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Wenn sich der erste schwere Schnee auf das <strong>Šar-Gebirge</strong> (Malet e Sharrit, Šar Planina) legt, verändert der Süden des Kosovo sein Gesicht. Das Gebirge zieht sich an der Grenze zu Nordmazedonien entlang, seine Grate ragen weit über 2.000 Meter auf, und von Dezember bis März wird es zum Winterspielplatz des Kosovo. Während Pristina vielleicht nur leicht überzuckert wird, können die Hochtäler hier wochenlang unter tiefem Schnee liegen.</p>

<h2>Brezovica: lange Abfahrten an der Nordseite</h2>

<p>Das Skigebiet <a href="/destinations/6">Brezovica</a> (Brezovicë) liegt an den Nordhängen des Gebirges oberhalb des gleichnamigen Dorfes in der Gemeinde Štrpce (Shtërpcë). Die Lifte beginnen auf etwa 1.700 Metern, und weil die Hänge nach Norden zeigen, hält sich der Schnee oft bis weit in den Frühling. Skifahrer kommen seit der Mitte des vorigen Jahrhunderts hierher, in den 1980er-Jahren fanden hier internationale Rennen statt, und die langen, steilen Pisten haben bis heute eine treue Anhängerschaft.</p>

<p>In Štrpce leben serbische und albanische Gemeinschaften, und auf den Pisten wie in den Cafés hören Sie beide Sprachen. Straßenschilder nennen die Ortsnamen auf Albanisch und Serbisch, und ein Gruß in einer der beiden Sprachen kommt immer gut an.</p>

<p>Stellen Sie sich auf ein Skigebiet ein, das rustikaler ist als die großen Namen in den Alpen. Investiert wurde viele Jahre lang nur wenig, und welche Lifte laufen, kann sich von Saison zu Saison ändern. Erkundigen Sie sich vor der Anreise bei Ihrer Unterkunft oder einer örtlichen Skischule, was geöffnet ist, und leihen Sie die Ausrüstung vor Ort, wenn Sie keine eigene mitbringen.</p>

<ul>
<li><strong>Anfänger:</strong> Buchen Sie eine Stunde und fragen Sie, welche Pisten zu Ihnen passen; manche Abfahrten sind viel steiler, als ihre Länge vermuten lässt.</li>
<li><strong>Geübte Skifahrer:</strong> Die offenen Hänge und die Waldabfahrten sind nach Neuschnee ein Genuss.</li>
<li><strong>Freeride und Skitouren:</strong> nur mit einem qualifizierten Bergführer und Lawinenausrüstung.</li>
</ul>

<h2>Anreise</h2>

<p>Die meisten Besucher kommen von Norden: von Pristina über <a href="/cities/6">Ferizaj</a> und dann das Tal des Lepenac hinauf. Von Prizren aus führt die Straße über den Pass <a href="/destinations/7">Prevalla</a>, eine wunderschöne, aber kurvenreiche Bergstrecke, für die Sie Winterreifen und manchmal Schneeketten brauchen. Wie auch immer Sie anreisen, fahren Sie bei Tageslicht los: Die Wintertage sind kurz, und auf den höheren Straßen können sich die Bedingungen schnell ändern.</p>

<h2>Abseits der Pisten</h2>

<p>Sie brauchen keine Ski, um den Winter hier zu genießen. Der <a href="/destinations/18">Nationalpark Šar-Gebirge</a> schützt große Kiefern- und Buchenwälder, Hochweiden und Gletscherseen wie den Jazhinca-See oberhalb von Brezovica. Auf Schneeschuhen fühlt sich selbst eine leichte zweistündige Runde durch den Wald wie eine echte Expedition an, mit frischen Spuren und völliger Stille.</p>

<p>Im Park leben Gämsen, Wölfe, Bären und der seltene Balkanluchs. Dass Sie sie zu Gesicht bekommen, ist sehr unwahrscheinlich, aber vielleicht entdecken Sie ihre Spuren im Neuschnee. Fast sicher begegnen Sie dagegen dem berühmten Sharr-Hirtenhund, einem großen, ruhigen Herdenschutzhund, der hier seit Jahrhunderten gezüchtet wird, um die Herden zu bewachen. Bewundern Sie ihn aus der Ferne und nähern Sie sich nie einem arbeitenden Hund bei seinen Schafen.</p>

<p>Für einen ruhigeren Wintertag bietet Prevalla selbst verschneite Wiesen und Bergrestaurants, in denen Sie sich am Ofen aufwärmen können. Im Westen ist das kleine Skigebiet in Boge im Rugova-Tal bei Familien aus Peja beliebt.</p>

<h2>Zum Aufwärmen</h2>

<p>Im Winter kommt die Bergküche so richtig zur Geltung. Halten Sie Ausschau nach <strong>Pasul</strong>, einem dicken Eintopf aus weißen Bohnen, nach gegrilltem Lamm, unter der Glut gebackener <strong>Flija</strong> und festem, salzigem <strong>Sharr-Käse</strong> aus der Milch der Schafe, die auf diesen Hängen weiden. Ein Glas <em>çaj mali</em>, Bergtee aus wilden Kräutern, ist der klassische Abschluss eines kalten Tages.</p>

<h2>Sicher im Schnee</h2>

<ul>
<li>Nehmen Sie warme Kleidung zum Schichten, Handschuhe, Sonnenbrille und Sonnencreme mit; die Wintersonne ist in der Höhe stark.</li>
<li>Sagen Sie jemandem Bescheid, wenn Sie sich vom Skigebiet entfernen, und kehren Sie rechtzeitig um; im Winter wird es schnell dunkel.</li>
<li>Prüfen Sie vor der Fahrt die Straßenverhältnisse und lassen Sie den Tank nicht leer werden.</li>
<li>Im Notfall wählen Sie die <strong>112</strong>.</li>
</ul>

<p>Eine Winterreise lässt sich gut mit einem Wochenende in Prizren oder ein paar Tagen in Pristina verbinden. Weitere Ideen finden Sie unter <a href="/what-to-do">Aktivitäten</a>, oder stellen Sie mit unserem <a href="/plan">Reiseplaner</a> Ihre Route zusammen.</p>
`;
