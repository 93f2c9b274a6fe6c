/* it texts of app/content/blog/hiking-the-rugova-gorge.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Ten minutes from the centre of Peja (Peć), the road leaves the last houses behind and slips into a crack in the mountains. This is the <strong>Rugova Gorge</strong>: roughly 25 kilometres of limestone walls, in places around a thousand metres high, carved by the Lumbardhi river on its way down from the Accursed Mountains (Bjeshkët e Nemuna). The road threads through short tunnels and over bridges, and above it lies one of the best hiking areas in the Balkans.</p>

<p>You can see the gorge from a car window in an hour. To understand it, give it two or three days.</p>

<h2>Getting there</h2>

<p>Buses from Pristina to Peja take about an hour and a half and leave regularly through the day. From Peja, the mouth of the gorge is a short taxi ride; agree the price before you set off if the driver does not use a meter. Most guides and guesthouses in the valley will also arrange pick-ups. Right at the entrance stands the Patriarchate of Peć, a medieval monastery and UNESCO World Heritage site, and it is worth an hour before or after your hike. Our <a href="/cities/3">Peja city guide</a> covers where to stay in town.</p>

<h2>Easy first steps</h2>

<p>If you only have a morning, walk the first stretch of the gorge road early, before traffic builds. The river runs bright green below you, climbers hang off the walls, and the cliffs close in quickly. Several short marked paths leave the road to viewpoints and small caves; local guides also lead visits into the larger caves of the gorge, which you should never enter alone.</p>

<p>North of Peja, a short drive away, the White Drin (Drini i Bardhë) bursts out of the rock near the village of Radavc as a waterfall. It is an easy, family-friendly outing that pairs well with a half day in the gorge, and there is a show cave nearby.</p>

<h2>Day hikes into the high valleys</h2>

<p>The real reward lies above the gorge, where the walls open out into wide valleys of meadows, beech and pine forest, and scattered villages such as Drelaj, Kuqishta and Reka e Allagës. In summer, shepherds move their flocks up to the high pastures, and you walk past wooden huts where fresh cheese is made each morning.</p>

<ul>
<li><strong>Kuqishta and its lakes:</strong> from the village, marked paths climb through forest to small glacial lakes. It is a full day at a comfortable pace, with a picnic by the water.</li>
<li><strong>Hajla:</strong> at 2,403 metres, the peak on the border with Montenegro is the classic summit of the area. The route is long but not technical in good weather, and the view from the top stretches across three countries. Go with a guide unless you are experienced with map and compass.</li>
<li><strong>Village to village:</strong> linking two or three villages on a one-way walk and arranging a pick-up is an easy way to see a lot without retracing your steps.</li>
</ul>

<p>Rugova is also a stage on the <strong>Peaks of the Balkans</strong>, a long-distance trail of roughly 190 kilometres that loops through Kosovo, Albania and Montenegro. The full loop takes around ten days to two weeks. Because it crosses borders in the mountains, hikers must apply for border-crossing permits in advance; check the current procedure with a local operator well before you go.</p>

<h2>The via ferrata: climbing without being a climber</h2>

<p>A via ferrata, Italian for "iron road", is a climbing route with a steel cable bolted to the rock, plus rungs, ladders and sometimes bridges. You wear a harness with two lanyards, clip into the cable and move along it, never unclipped. It lets people with no climbing experience reach places that normally need ropes and years of practice.</p>

<p>The Rugova Gorge has several routes, all close to Peja. The easier ones are a good introduction: a mix of traverses above the river and short vertical sections, finishing with a walk down through the forest. The hardest route is a much more serious undertaking, several hours long and crossing a long suspension bridge high above the gorge. Pick one that matches your fitness and your head for heights, not your ambition.</p>

<ul>
<li>Go with a certified guide on your first via ferrata; guides in Peja provide helmets, harnesses and via ferrata lanyards.</li>
<li>Never use a homemade setup or a simple rope; the energy-absorbing lanyard is what protects you in a fall.</li>
<li>Wear shoes with a firm sole and bring gloves, water and a light jacket.</li>
</ul>

<p>Not ready to climb? A zipline of about 700 metres near the mouth of the gorge gives you the same view in a minute, and the gorge has dozens of bolted sport-climbing routes for those who are.</p>

<h2>When to go</h2>

<p>The main hiking season runs from late May to October. June brings wildflowers and long days; July and August are warm in Peja but pleasant up high, with a risk of afternoon thunderstorms, so start early. September and October are many people's favourite months, with stable weather and beech forests turning copper and gold. From November, snow closes the higher paths, and the valley turns to winter sports, with a small ski area at Boge.</p>

<h2>Staying the night</h2>

<p>Spend at least one night in a village guesthouse. Rooms are simple and warm, and dinner usually means homemade bread, cheese from the family's own animals, vegetables from the garden and, if you ask in advance, a flija baked under the embers. Hosts know the paths better than any map and can tell you what the weather is likely to do tomorrow.</p>

<h2>Staying safe</h2>

<ul>
<li>Mobile coverage is patchy in the high valleys. Tell your host your route and when you expect to be back.</li>
<li>Weather changes fast in the mountains. Carry layers, a waterproof and more water than you think you need.</li>
<li>Give sheepdogs guarding flocks plenty of space; walk calmly around the flock and never run.</li>
<li>In an emergency, call <strong>112</strong>.</li>
</ul>

<p>Find more on the valley on our <a href="/destinations/5">Rugova destination page</a>, browse other <a href="/what-to-do">outdoor activities</a>, or fit Rugova into a longer route with the <a href="/plan">trip planner</a>.</p>
`;
