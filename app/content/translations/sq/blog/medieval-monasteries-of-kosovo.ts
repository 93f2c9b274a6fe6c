/* sq texts of app/content/blog/medieval-monasteries-of-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Some of the finest medieval art in south-eastern Europe is found in four churches in Kosovo. Together they form the UNESCO World Heritage property <strong>"Medieval Monuments in Kosovo"</strong>: the monastery of Visoki Dečani, the Patriarchate of Peć, the Church of Our Lady of Ljeviš in Prizren and the monastery of Gračanica. All four were built by Serbian rulers in the 13th and 14th centuries, and all four remain places of worship of the Serbian Orthodox Church.</p>

<p>UNESCO first listed Visoki Dečani in 2004 and added the other three sites in 2006, recognising them as outstanding examples of the church architecture and wall painting that flourished in the Balkans between the 13th and 17th centuries. In 2006 the property was also placed on the List of World Heritage in Danger, where it remains. Visiting them is a chance to see extraordinary art, and to do so with care for the people who pray there.</p>

<h2>Visoki Dečani</h2>

<p>The monastery of Visoki Dečani lies a short drive from the town of <a href="/destinations/13">Deçan</a>, where a river leaves the mountains through chestnut woods. Its church was built between 1327 and 1335, begun under King Stefan Uroš III, who became known as Dečanski after this foundation, and completed under his son Stefan Dušan. The master builder was Fra Vita, a Franciscan friar from Kotor on the Adriatic coast.</p>

<p>That mix of influences is what you see. The exterior, faced with bands of pale and reddish marble, looks Romanesque, while the interior is Byzantine in spirit and almost completely covered in frescoes: thousands of painted figures, biblical scenes and saints, and a large family tree of the ruling dynasty. It is often described as the largest preserved medieval church in the Balkans, and standing under its vaults, you can believe it. Give yourself at least an hour: the frescoes reward slow looking, and your eyes need a few minutes to adjust to the low light.</p>

<p>A community of monks lives at the monastery, which is guarded by international KFOR troops. Bring your passport or ID card, as you may need to leave it at the entrance, and expect a short security check.</p>

<h2>The Patriarchate of Peć</h2>

<p>Just outside <a href="/cities/3">Peja</a> (Peć), at the mouth of the Rugova Gorge, stands a group of four churches joined under one roof and painted a deep red outside. Built mainly in the 13th and 14th centuries, the Patriarchate was for long periods the seat of the Serbian archbishops and later patriarchs, and several of them are buried here.</p>

<p>Inside, the frescoes span several centuries, so you can trace how painting styles changed as you walk from one church into the next. Today a community of nuns lives here. The walled courtyard, shaded by old trees, is one of the most peaceful places in Kosovo. The Patriarchate combines naturally with a day in the <a href="/destinations/5">Rugova Gorge</a>.</p>

<h2>Our Lady of Ljeviš, Prizren</h2>

<p>In the middle of <a href="/cities/2">Prizren</a>, among houses and shops, stands the Church of Our Lady of Ljeviš, rebuilt in 1306–1307 under King Milutin on the site of an earlier church. Its frescoes include works by the painter Michael Astrapas and his workshop, whose names survive on the walls, a rare signature for the period.</p>

<p>The church was damaged during the unrest of March 2004 and has since been restored. Access to the interior is limited, so ask locally about visiting; its brick and stone façade and bell tower are worth seeing even from the street.</p>

<h2>Gračanica</h2>

<p>A few kilometres south-east of <a href="/cities/1">Pristina</a>, in the town of Gračanica, stands the most elegant of the four: a church completed around 1321, also under King Milutin. Its five domes rise in steps above the roof, a composition often called a masterpiece of late Byzantine architecture. Inside, look for the portraits of Milutin and his queen, Simonida, among the frescoes.</p>

<p>Gračanica is an easy half-day trip from the capital by taxi or local bus. A community of nuns lives in the monastery.</p>

<h2>Visiting with respect</h2>

<ul>
<li><strong>Dress modestly:</strong> cover shoulders and knees. Women may be asked to cover their legs; a scarf or wrap in your bag solves most situations.</li>
<li><strong>Photography:</strong> it is often not allowed inside the churches. Ask first and respect the answer.</li>
<li><strong>Services come first:</strong> if a liturgy is in progress, stand quietly at the back or come back later.</li>
<li><strong>Opening times vary</strong> with the season and with church holidays, so check locally on the day rather than relying on a fixed schedule.</li>
<li><strong>Candles and donations:</strong> you can usually buy a thin beeswax candle near the entrance and light it inside; a small donation helps the communities care for the buildings.</li>
<li><strong>Be quiet and patient</strong> at security checks; they exist to protect the sites and the communities that live there.</li>
</ul>

<h2>Part of a wider story</h2>

<p>These churches are one chapter of a heritage that also includes Ottoman mosques and hammams, Catholic churches, stone kulla tower houses and the bazaars of Prizren, Peja and Gjakova. Many visitors find that seeing them side by side is the best way to understand the country. Explore more on our <a href="/attractions">attractions pages</a>, or use the <a href="/plan">trip planner</a> to fit a monastery route into your trip: the Patriarchate and Dečani are easily combined in a single day from Peja.</p>
`;
