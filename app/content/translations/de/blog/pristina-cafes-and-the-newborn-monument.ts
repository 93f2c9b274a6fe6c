/* de texts of app/content/blog/pristina-cafes-and-the-newborn-monument.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Pristina (Prishtina) wird niemand mit einer Postkartenstadt verwechseln. Die Hauptstadt des Kosovo ist schnell und ein wenig chaotisch gewachsen, und in ihrer Skyline mischen sich osmanische Minarette, Wohnblocks aus sozialistischer Zeit und glänzende neue Hochhäuser. Trotzdem mögen die meisten Besucher, die ihr ein paar Tage geben, die Stadt am Ende sehr – und das liegt an ihren Menschen. Kosovo hat eine der jüngsten Bevölkerungen Europas, und in Pristina spüren Sie das: Die Straßen sind belebt, die Gespräche laut, und gefühlt ist jede zweite Tür ein Café.</p>

<p>Machen Sie es also wie die Einheimischen. Planen Sie Ihren Tag als Spaziergang von Kaffee zu Kaffee.</p>

<h2>Das Macchiato-Ritual</h2>

<p>Kaffee bedeutet in Pristina vor allem ein Getränk: den <strong>Macchiato</strong>. Ein Schuss kräftiger Espresso bekommt eine dicke Haube aus aufgeschäumter Milch und wird in einer kleinen Tasse oder einem Glas serviert. Bestellen Sie einen <em>makiato e madhe</em>, wenn Sie einen großen möchten, oder einen <em>makiato e vogël</em> für einen kleinen. Die Einheimischen streiten stundenlang darüber, welches Café den besten macht – vermutlich bei einem Macchiato.</p>

<p>Wichtiger als das Getränk ist die Zeit, die Sie damit verbringen. Ein Kaffee ist eine Verabredung: Geschäftstreffen, erste Dates, Familientreffen und Vorstellungsgespräche finden alle an Cafétischen statt. Eine Stunde bei einer einzigen Tasse zu sitzen, ist völlig normal, und niemand bringt die Rechnung, bevor Sie danach fragen. Sie zahlen am Tisch, und Aufrunden ist eine nette Art, Danke zu sagen.</p>

<h2>Vormittag: Mutter-Teresa-Boulevard</h2>

<p>Beginnen Sie auf dem <strong>Mutter-Teresa-Boulevard</strong>, der Fußgängerzone, die das Rückgrat des Zentrums bildet. Morgens füllt er sich mit Menschen auf dem Weg zur Arbeit, die für den ersten Kaffee des Tages innehalten. Gehen Sie ihn ganz entlang, vorbei am Reiterstandbild Skanderbegs, des albanischen Helden aus dem 15. Jahrhundert, an Regierungsgebäuden und Buchhandlungen, bis zum meistfotografierten Objekt des Landes.</p>

<h2>Das Newborn-Denkmal</h2>

<p>Das <strong>Newborn</strong>-Denkmal ist eine Reihe riesiger Buchstaben, die das Wort NEWBORN bilden. Von Fisnik Ismaili entworfen, wurde es am 17. Februar 2008 enthüllt, dem Tag, an dem Kosovo seine Unabhängigkeit erklärte, und Tausende Menschen unterschrieben während der Feiern darauf.</p>

<p>Die Buchstaben sind nie lange gleich geblieben. Zu jedem Jahrestag der Unabhängigkeit werden sie neu gestaltet und bemalt, sodass das Denkmal zu einer Art jährlichem Kunstwerk im öffentlichen Raum geworden ist. Zum neunten Jahrestag 2017 wurden das N und das W flach auf den Boden gelegt, sodass die Buchstaben NO WALLS lasen – ein Protest gegen Mauern aller Art, auch gegen die Visabestimmungen, die es Kosovaren schwer machten, in Europa zu reisen. Das änderte sich im Januar 2024, als die Bürger des Kosovo visumfrei in den Schengen-Raum reisen durften. Sehen Sie sich die aktuellen Farben an und fragen Sie Einheimische, was sie bedeuten; es gibt immer eine Geschichte dazu.</p>

<p>Ein paar Schritte weiter, nahe dem Jugend- und Sportpalast, steht das Denkmal <strong>Heroinat</strong>: das Porträt eines Frauengesichts aus Tausenden kleiner Metallmedaillen, zu Ehren der Frauen, die im Krieg Ende der 1990er-Jahre Gewalt überlebt haben. Es ist ein stiller, bewegender Ort; halten Sie dort einen Moment inne, bevor Sie weitergehen.</p>

<h2>Mittag: Bibliothek und Kathedrale</h2>

<p>Gehen Sie zum Universitätscampus und sehen Sie sich die <strong>Nationalbibliothek des Kosovo</strong> an, 1982 fertiggestellt und vom kroatischen Architekten Andrija Mutnjaković entworfen. Ihre weißen Kuppeln und das Metallgitter, das ihre Mauern umhüllt, spalten die Meinungen: Die einen nennen sie hässlich, die anderen halten sie für eines der originellsten Gebäude des Balkans. Fotografiert wird sie von allen.</p>

<p>Ganz in der Nähe ehrt die katholische <strong>Kathedrale der heiligen Mutter Teresa</strong>, 2017 geweiht, die Ordensfrau, die in Skopje in einer albanischen Familie zur Welt kam. Fragen Sie am Eingang, ob der Glockenturm geöffnet ist; an klaren Tagen reicht der Blick über die Stadt bis zu den Hügeln dahinter.</p>

<p>Zum Mittagessen machen Sie es wie die Büroangestellten: ein Stück <strong>Pite</strong> oder <strong>Burek</strong> mit einem Glas Joghurt aus der Bäckerei, oder Sie setzen sich zu gegrillten Qebapa mit Brot und Kajmak.</p>

<h2>Nachmittag: das alte Basarviertel</h2>

<p>Gehen Sie nach dem Essen in den älteren Teil der Stadt. Die <strong>Kaisermoschee</strong> (Xhamia e Mbretit), 1461 unter Sultan Mehmed II. erbaut, ist eines der ältesten Gebäude der Stadt; außerhalb der Gebetszeiten sind Besucher in dezenter Kleidung und ohne Schuhe willkommen. Gleich daneben steht der <strong>Uhrturm</strong> aus dem 19. Jahrhundert, und ein kurzer Spaziergang führt zum <strong>Ethnologischen Museum</strong>, zwei Familienhäusern aus osmanischer Zeit mit hölzernen Innenräumen, die zeigen, wie wohlhabendere Familien in Pristina vor ein, zwei Jahrhunderten lebten.</p>

<p>Das <strong>Kosovo-Museum</strong> in einem eleganten Gebäude im österreichisch-ungarischen Stil widmet sich Archäologie und Geschichte. Sein bekanntester Schatz ist die <em>Göttin auf dem Thron</em>, eine kleine jungsteinzeitliche Tonfigur, die 1956 am Stadtrand von Pristina gefunden wurde und heute ein Wahrzeichen der Stadt ist. Ihre Umrisse sehen Sie überall auf Souvenirs.</p>

<p>Jetzt haben Sie sich einen weiteren Kaffee verdient. Die Straßen rund um das alte Viertel und das Zentrum sind voller Cafés; suchen Sie sich eines mit Terrasse und sehen Sie der Stadt beim Leben zu.</p>

<h2>Abend: vom Kaffee zum Cocktail</h2>

<p>Wenn das Licht schwindet, wechseln die Cafés leise die Schicht. An denselben Tischen, an denen um zehn Uhr morgens Macchiatos serviert wurden, gibt es um zehn Uhr abends einheimisches Bier, Wein aus Rahovec und Cocktails. Die Viertel gleich neben dem Boulevard füllen sich bis spät mit Menschen jeden Alters, und die Stimmung ist sicher und freundlich. Wenn Sie das Glück haben, während eines Festivals oder Konzerts in der Stadt zu sein, ist ganz Pristina auf den Straßen.</p>

<h2>Wenn Sie noch einen Tag haben</h2>

<ul>
<li><strong><a href="/destinations/10">Der Germia-Park</a></strong> am nordöstlichen Stadtrand bietet Waldwege, Picknickplätze und frische Luft, nur wenige Minuten vom Zentrum entfernt.</li>
<li><strong>Das Kloster Gračanica</strong>, eine Kirche aus dem 14. Jahrhundert mit fünf Kuppeln und UNESCO-Welterbe, ist ein kurzer Ausflug südöstlich der Stadt.</li>
<li><strong><a href="/destinations/14">Die Höhle von Gadime</a></strong> mit ihren Marmorgalerien und zarten Kristallgebilden liegt südlich von Pristina bei Lipjan.</li>
</ul>

<h2>Unterwegs in der Stadt</h2>

<p>Das Zentrum ist kompakt und lässt sich am besten zu Fuß erkunden. Taxis sind günstig, meist etwa 2–5 € für eine Fahrt in der Stadt, und Stadtbusse kosten etwa 0,40–0,50 €. Vom Flughafen kostet ein Taxi in die Stadt etwa 15–20 €, der Flughafenbus etwa 3 €. Unser <a href="/about/transport">Verkehrsratgeber</a> hat die Einzelheiten.</p>

<p>Mehr über die Hauptstadt finden Sie in unserem <a href="/cities/1">Stadtführer Pristina</a>. Sehen Sie im <a href="/events">Veranstaltungskalender</a> nach, was gerade los ist, oder beginnen Sie mit dem <a href="/plan">Reiseplaner</a>, Ihre Reise zu gestalten.</p>
`;
