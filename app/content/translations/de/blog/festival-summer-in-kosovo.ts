/* de texts of app/content/blog/festival-summer-in-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Im Sommer ist Kosovo am lautesten und am fröhlichsten. Im Juli und August kommen viele Kosovaren, die im Ausland leben, in den Ferien nach Hause, die Hochzeitssaison erreicht ihren Höhepunkt, die Caféterrassen bleiben bis spät in die Nacht voll, und Städte, die im Februar ruhig sind, werden zu Festivalbühnen. Wenn Sie Film, Musik oder einfach gut gelaunte Menschenmengen mögen, ist das Ihre Reisezeit.</p>

<p>Vorab eine Regel: Festivaltermine ändern sich jedes Jahr, und die Programme werden erst wenige Monate vorher bekannt gegeben. Wählen Sie mit diesem Artikel Ihren Reisemonat und prüfen Sie dann die offiziellen Websites der Festivals und unseren <a href="/events">Veranstaltungskalender</a>, bevor Sie etwas buchen.</p>

<h2>DokuFest, Prizren (August)</h2>

<p>Das DokuFest begann 2002, als eine Gruppe von Freunden in Prizren in der Ruine eines alten Freiluftkinos am Fluss Dokumentarfilme zeigte. Heute ist es ein internationales Dokumentar- und Kurzfilmfestival, das jeden August für neun Tage Filmschaffende und Publikum aus aller Welt anzieht.</p>

<p>Das Besondere ist, wo Sie die Filme sehen. Leinwände stehen in der Festung über der Stadt, auf einer Plattform über dem flachen Lumbardhi, in Innenhöfen und auf Plätzen nahe der Sinan-Pascha-Moschee. Stellen Sie sich einen Dokumentarfilm auf den Festungsmauern vor, während die Sonne hinter den Bergen untergeht und unter Ihnen die Lichter der Stadt angehen. Die meisten Filme laufen auf Englisch oder mit englischen Untertiteln, und Gespräche, Workshops und Musik bis spät in die Nacht füllen den Rest des Tages.</p>

<ul>
<li>Buchen Sie Ihr Zimmer in Prizren Monate im Voraus; die Altstadt ist dann komplett ausgebucht.</li>
<li>Nehmen Sie für die Vorführungen in der Festung eine leichte Jacke mit; auf dem Hügel sind die Abende kühler als am Flussufer.</li>
<li>Planen Sie für den Aufstieg zur Festung zwanzig Minuten ein, und nehmen Sie für den Rückweg eine Taschenlampe mit.</li>
</ul>

<p>In unserem <a href="/cities/2">Stadtführer Prizren</a> finden Sie Ideen für die Tage zwischen den Vorführungen.</p>

<h2>Sunny Hill Festival, Pristina</h2>

<p>Sunny Hill wurde 2018 in Pristina von der Sunny Hill Foundation ins Leben gerufen, die die Familie der Sängerin Dua Lipa gegründet hat; Dua Lipa ist zum Teil in der Stadt aufgewachsen. Die Idee war einfach: internationale Künstler an einen Ort zu holen, den die meisten Tourneen ausließen, und die Musiker des Kosovo auf dieselbe Bühne zu stellen. Seitdem sind hier internationale Headliner neben einheimischen Stars aufgetreten, und das Festival zieht ein junges Publikum aus der ganzen Region an.</p>

<p>Veranstaltungsort und Termine haben sich von Ausgabe zu Ausgabe geändert; verfolgen Sie daher die offiziellen Kanäle des Festivals für die Angaben dieses Jahres. Findet es statt, sind Tickets und Hotelzimmer in Pristina schnell vergriffen. Überlegen Sie sich, wie Sie nach dem letzten Auftritt zurückkommen: Taxis gibt es in Pristina reichlich, doch wenn alles zu Ende ist, ist die Nachfrage groß. Unser <a href="/cities/1">Stadtführer Pristina</a> hat Ideen für die Tage davor und danach.</p>

<h2>Anibar, Peja</h2>

<p>Jeden Sommer findet in Peja <strong>Anibar</strong> statt, ein internationales Animationsfilmfestival. Neben den Wettbewerbsvorführungen mit animierten Kurzfilmen aus aller Welt gibt es Workshops, Gespräche und Vorstellungen unter freiem Himmel, und das Festival ist zu einem Treffpunkt für junge Künstler der Stadt geworden. Verbinden Sie es mit einer Wanderung in der Rugova-Schlucht, die gleich hinter Peja beginnt; unser <a href="/cities/3">Stadtführer Peja</a> behandelt beides.</p>

<h2>Die Weinlese in Rahovec (September)</h2>

<p>Wenn der Sommer ausklingt, verlagert sich das Geschehen in die Weinberge. In <a href="/destinations/15">Rahovec</a> dauert die Weinlese den ganzen September, und die Stadt feiert sie mit einem Weinlesefest mit Wein, Musik und Essen. Es geht ländlicher und entspannter zu als bei den großen Sommerfestivals, und es ist ein guter Anlass, den einen oder anderen Familienkeller zu besuchen. Organisieren Sie die Rückfahrt so, dass niemand selbst fahren muss.</p>

<h2>Sommer in den Städten</h2>

<p>Nicht jedes Fest braucht ein Ticket. Im Juli und August finden Sie auf den Stadtplätzen Open-Air-Konzerte, Sommerbühnen und Abendmärkte – und unzählige Hochzeiten. Wenn Sie aus einem Restaurantgarten Trommeln und Klarinetten hören, ist das wahrscheinlich eine Hochzeit; genießen Sie sie aus höflicher Entfernung, es sei denn, jemand winkt Sie herein – was öfter vorkommt, als Sie vielleicht denken.</p>

<h2>Praktische Tipps für die Festivalsaison</h2>

<ul>
<li><strong>Früh buchen.</strong> In den Festivalwochen sind Pensionen und Hotels schnell voll, vor allem in Prizren im August.</li>
<li><strong>Mit vollen Straßen rechnen.</strong> Weil viele Familien aus dem Ausland zu Besuch kommen, kann es an Sommerwochenenden an den Grenzübergängen und auf den Hauptstraßen nur langsam vorangehen.</li>
<li><strong>Der Hitze ausweichen.</strong> Im Flachland können die Nachmittage heiß werden; planen Sie Besichtigungen für den Vormittag und Festivals für den Abend, und trinken Sie viel Wasser.</li>
<li><strong>Bargeld dabeihaben.</strong> Essensstände und kleine Bars auf Festivals nehmen oft keine Karten.</li>
</ul>

<h2>Nach dem Sommer</h2>

<p>Im September endet der Kalender nicht. Im Herbst und Winter ziehen Konzerte, Theater und Film in die Säle von Pristina um, und am 17. Februar feiert das Land den Unabhängigkeitstag, wenn sich in der Hauptstadt Menschenmengen rund um das Newborn-Denkmal versammeln. Wann immer Sie reisen: Unser <a href="/events">Veranstaltungskalender</a> und der <a href="/plan">Reiseplaner</a> helfen Ihnen, den richtigen Zeitpunkt zu finden.</p>
`;
