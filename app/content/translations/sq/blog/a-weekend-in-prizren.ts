/* sq texts of app/content/blog/a-weekend-in-prizren.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Prizren is the town Kosovars send their friends to first. It sits where the Sharr Mountains meet the plain, with the Lumbardhi river running straight through the old town and a fortress watching from the hill above. Almost everything you will want to see lies within a short walk of the river, which makes it a perfect weekend: leave the car parked, or arrive by bus, and move on foot from Friday evening until Sunday lunch.</p>

<p>Intercity buses from Pristina take about an hour and a half and run throughout the day, so you can finish work and still be in Prizren for dinner. Our <a href="/about/transport">transport guide</a> explains fares and how the bus stations work.</p>

<h2>Friday evening: find the river</h2>

<p>Drop your bag and walk straight to the Stone Bridge, Ura e Gurit. It is the picture on every Prizren postcard, and the first thing most visitors photograph. The original Ottoman bridge stood for roughly four centuries until a flood in November 1979 brought it down; the people of Prizren pushed for its reconstruction, and the bridge you cross today reopened in 1982. It is shorter than the old one, but the arch and the cobbles feel exactly right.</p>

<p>On the south bank the bridge lands you in Shadervan, the cobbled square at the heart of the old town, named after its stone fountain. Locals like to say that whoever drinks from it will come back to Prizren. Cafés spill out across the square, and by eight o'clock the evening stroll, the <em>xhiro</em>, is in full swing: families, couples and groups of students walking slowly up and down the river, stopping every few metres to greet someone.</p>

<p>Join them, then find a grill for dinner. Prizren takes its <strong>qebapa</strong> seriously: small grilled sausages of minced meat, served with bread, raw onion and a spoon of creamy kajmak. Finish with baklava or a glass of tea from one of the sweet shops near the square.</p>

<h2>Saturday morning: three faiths in a few hundred metres</h2>

<p>Start early, before the day warms up, at the <strong>Sinan Pasha Mosque</strong>. Built in 1615, its dome and tall minaret dominate the riverbank, and the painted interior is worth the visit. You are welcome outside prayer times; cover your shoulders and knees, and take your shoes off at the door.</p>

<p>From the mosque it is only a short walk to the Orthodox cathedral of St George near Shadervan and to the Catholic cathedral a few streets away. Few towns of this size let you pass a mosque, an Orthodox church and a Catholic cathedral in a single short stroll, and that mix is a large part of Prizren's character.</p>

<p>A little further from the river stands the <strong>Church of Our Lady of Ljeviš</strong>, built in the early 14th century and decorated with frescoes that made it one of the four sites of the UNESCO World Heritage property "Medieval Monuments in Kosovo". Access to the interior is limited, so ask locally before you go; even from the outside, the brick and stone walls are striking. Our <a href="/attractions">attractions pages</a> cover the other heritage sites.</p>

<p>Cross back over the river to the <strong>League of Prizren complex</strong>, where Albanian leaders met in 1878 to press for their rights as the Ottoman Empire's borders were being redrawn. The museum inside tells that story with documents, photographs and traditional costume. On the way, look out for the silver <strong>filigree</strong> workshops in the old bazaar streets. Prizren's jewellers have worked silver thread into brooches, earrings and boxes for generations, and many are happy to show you how it is done.</p>

<h2>Saturday afternoon: climb to the fortress</h2>

<p>Leave the climb to the <strong>fortress (Kalaja)</strong> for late afternoon. A steep, partly cobbled path starts behind Shadervan and takes about twenty minutes at a steady pace; wear shoes with some grip, and carry water in summer because there is little shade.</p>

<p>People have fortified this hill since ancient times. What you see today is a patchwork of Byzantine, medieval and Ottoman walls, partly restored in recent years, with views that explain why everyone wanted to hold it. Below you lie the red roofs of the old town, a dozen minarets and church towers, and the river winding out towards the plain. Stay for sunset, when the calls to prayer rise from the town one after another and the lights come on below.</p>

<h2>Saturday night: along the Lumbardhi</h2>

<p>Walk back down before it is fully dark, then head upstream along the river to <strong>Marash</strong>, the neighbourhood where huge old plane trees shade the riverbank. It is the most relaxed place in town for dinner: grilled trout, stuffed peppers, salads of tomato and white cheese, and a glass of red wine from Rahovec, the wine town less than an hour away. If you like wine, our guide to <a href="/destinations/15">Rahovec</a> is worth a look before you book your next trip.</p>

<h2>Sunday: into the mountains</h2>

<p>On Sunday morning, follow the river upstream out of town. The road climbs into the Lumbardhi gorge, and after about three kilometres you reach the ruins of the 14th-century Monastery of the Holy Archangels, founded by the Serbian ruler Stefan Dušan. It is still a place of worship, so keep your voice low and visit respectfully. Walkers can continue up the valley on forest paths.</p>

<p>If you have a car or take a taxi, keep going up the same road to <a href="/destinations/7">Prevalla</a>, a high mountain pass in the Sharr range with meadows, pine forest and restaurants serving grilled lamb and mountain cheese. It is cool even in August, and in winter the snow arrives early. From there you can return to Prizren for a late lunch, or carry on over the pass towards Brezovica.</p>

<h2>Practical notes</h2>

<ul>
<li><strong>Where to stay:</strong> the old town has many small guesthouses within a few minutes of Shadervan. Expect roughly 15–60 € a night for a guesthouse and 40–150 € for a hotel.</li>
<li><strong>When to go:</strong> spring (April to June) and early autumn are ideal for walking. In August, DokuFest fills the town with film fans, so book early; see our <a href="/events">events calendar</a>.</li>
<li><strong>Money:</strong> cards work in hotels and many restaurants, but keep some cash for bakeries, small cafés and taxis.</li>
<li><strong>Respect:</strong> dress modestly in mosques and churches, and ask before photographing people or interiors.</li>
</ul>

<p>Two days will not show you all of Prizren, but they will show you why people keep coming back. For more on the city, read our <a href="/cities/2">Prizren city guide</a> or start building a longer route on our <a href="/plan">trip planner</a>.</p>
`;
