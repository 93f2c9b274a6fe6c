export const content = `
<p>Pristina (Prishtina) will never be mistaken for a postcard city. Kosovo's capital grew fast and a little chaotically, and its skyline mixes Ottoman minarets, socialist-era blocks and shiny new towers. Yet most visitors who give it a couple of days end up liking it a lot, and the reason is its people. Kosovo has one of the youngest populations in Europe, and in Pristina you feel it: the streets are busy, conversations are loud, and every second doorway seems to be a café.</p>

<p>So do as the locals do. Plan your day as a walk between coffees.</p>

<h2>The macchiato ritual</h2>

<p>Coffee in Pristina means one drink above all: the <strong>macchiato</strong>. A shot of strong espresso is topped with a thick cap of steamed milk foam and served in a small cup or glass. Order a <em>makiato e madhe</em> if you want a larger one, or a <em>makiato e vogël</em> for a small one. Locals will argue for hours about which café makes the best, and they will probably do it over a macchiato.</p>

<p>More important than the drink is the time you spend with it. A coffee is a social appointment: business meetings, first dates, family catch-ups and job interviews all happen at café tables. Sitting for an hour over a single cup is perfectly normal, and nobody will bring the bill until you ask. You pay at the table, and rounding up is a kind way to say thank you.</p>

<h2>Morning: Mother Teresa Boulevard</h2>

<p>Start on <strong>Mother Teresa Boulevard</strong>, the pedestrian street that forms the backbone of the centre. In the morning it fills with people on their way to work, pausing for the first coffee of the day. Walk its length past the statue of Skanderbeg, the 15th-century Albanian hero on horseback, and past government buildings and bookshops, to reach the most photographed object in the country.</p>

<h2>The Newborn monument</h2>

<p>The <strong>Newborn</strong> monument is a row of giant letters spelling NEWBORN. Designed by Fisnik Ismaili, it was unveiled on 17 February 2008, the day Kosovo declared independence, and thousands of people signed their names on it during the celebrations.</p>

<p>The letters have never stayed the same for long. Around each independence anniversary they are repainted with a new design, making the monument a kind of annual public artwork. For the ninth anniversary in 2017, the N and the W were laid flat so that the letters read NO WALLS, a protest against walls of every kind, including the visa rules that made it hard for Kosovars to travel in Europe. That changed in January 2024, when Kosovo's citizens gained visa-free travel to the Schengen area. Look at the current colours and ask a local what they mean; there is always a story.</p>

<p>A few steps away, near the Palace of Youth and Sports, stands the <strong>Heroinat</strong> memorial: a portrait of a woman's face made from thousands of small metal medals, honouring the women who survived violence during the war of the late 1990s. It is a quiet, moving place; pause there before you move on.</p>

<h2>Midday: the library and the cathedral</h2>

<p>Walk to the university campus to see the <strong>National Library of Kosovo</strong>, completed in 1982 and designed by the Croatian architect Andrija Mutnjaković. Its cluster of white domes and the metal lattice wrapped around its walls divide opinion: some call it ugly, others consider it one of the most original buildings in the Balkans. Everyone takes a photo.</p>

<p>Nearby, the Catholic <strong>Cathedral of Saint Mother Teresa</strong>, consecrated in 2017, honours the nun who was born to an Albanian family in Skopje. Ask at the entrance whether the bell tower is open; on a clear day the view stretches across the city to the hills beyond.</p>

<p>For lunch, do what office workers do and find a bakery for a slice of <strong>pite</strong> or <strong>burek</strong> with a glass of yoghurt, or sit down to grilled qebapa with bread and kajmak.</p>

<h2>Afternoon: the old bazaar quarter</h2>

<p>After lunch, head to the older part of town. The <strong>Imperial Mosque</strong> (Xhamia e Mbretit), built in 1461 under Sultan Mehmed II, is one of the oldest buildings in the city; visitors are welcome outside prayer times if they dress modestly and remove their shoes. Close by stands the 19th-century <strong>clock tower</strong>, and a short walk leads to the <strong>Ethnological Museum</strong>, a pair of Ottoman-era family houses with wooden interiors that show how wealthier Pristina families lived a couple of centuries ago.</p>

<p>The <strong>Kosovo Museum</strong>, in an elegant Austro-Hungarian-style building, covers archaeology and history. Its best-known treasure is the <em>Goddess on the Throne</em>, a small Neolithic clay figure found on the edge of Pristina in 1956 and now a symbol of the city. You will see her outline on souvenirs everywhere.</p>

<p>By now you have earned another coffee. The streets around the old quarter and the centre are full of cafés; pick one with a terrace and watch the city go by.</p>

<h2>Evening: from coffee to cocktails</h2>

<p>As the light fades, the cafés quietly change shift. The same tables that served macchiatos at ten in the morning serve local beer, Rahovec wine and cocktails at ten at night. The neighbourhoods just off the boulevard fill with people of every age until late, and it feels safe and friendly. If you are lucky enough to be in town during a festival or a concert, you will find the whole city out on the streets.</p>

<h2>If you have another day</h2>

<ul>
<li><strong><a href="/destinations/10">Germia Park</a></strong>, on the city's north-eastern edge, has forest trails, picnic spots and fresh air within minutes of the centre.</li>
<li><strong>Gračanica Monastery</strong>, a 14th-century church with five domes and a UNESCO World Heritage site, is a short trip south-east of the city.</li>
<li><strong><a href="/destinations/14">The Gadime Cave</a></strong>, with its marble galleries and delicate crystal formations, lies south of Pristina near Lipjan.</li>
</ul>

<h2>Getting around</h2>

<p>The centre is compact and best explored on foot. Taxis are cheap, usually around 2–5 € for a ride in town, and city buses cost about 0.40–0.50 €. From the airport, a taxi into the city is about 15–20 € and the airport bus about 3 €. Our <a href="/about/transport">transport guide</a> has the details.</p>

<p>For more on the capital, see our <a href="/cities/1">Pristina city guide</a>, check what is on in the <a href="/events">events calendar</a>, or start shaping your trip with the <a href="/plan">trip planner</a>.</p>
`;
