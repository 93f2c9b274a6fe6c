/* sq texts of app/content/blog/winter-in-brezovica-and-the-sharr-mountains.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>When the first heavy snow settles on the <strong>Sharr Mountains</strong> (Malet e Sharrit, Šar Planina), southern Kosovo changes character. The range runs along the border with North Macedonia, its ridges rising well above 2,000 metres, and from December to March it becomes Kosovo's winter playground. While Pristina may only see a light dusting, the high valleys here can lie under deep snow for weeks at a time.</p>

<h2>Brezovica: long runs on the north face</h2>

<p>The ski area of <a href="/destinations/6">Brezovica</a> (Brezovicë) sits on the north-facing slopes of the range above the village of the same name, in the municipality of Štrpce (Shtërpcë). The lifts start at around 1,700 metres, and because the slopes face north, the snow often holds well into spring. Skiers have come here since the middle of the last century, and in the 1980s the resort hosted international races; its long, steep runs still have a loyal following.</p>

<p>Štrpce is home to both Serb and Albanian communities, and you will hear both languages on the slopes and in the cafés. Road signs give place names in Albanian and Serbian, and a greeting in either language is always appreciated.</p>

<p>Be prepared for a resort that is more rustic than the big Alpine names. Investment has been limited for many years, and which lifts run can change from one season to the next. Before you go, check what is open with your accommodation or a local ski school, and rent equipment on site if you do not bring your own.</p>

<ul>
<li><strong>Beginners:</strong> book a lesson and ask which slopes suit you; some runs are much steeper than their length suggests.</li>
<li><strong>Experienced skiers:</strong> the open slopes and tree-lined runs are a treat after fresh snow.</li>
<li><strong>Off-piste and ski touring:</strong> only with a qualified guide and avalanche equipment.</li>
</ul>

<h2>Getting there</h2>

<p>Most visitors arrive from the north, driving from Pristina via <a href="/cities/6">Ferizaj</a> and up the Lepenac valley. From Prizren, the road climbs over the <a href="/destinations/7">Prevalla</a> pass, a beautiful but winding mountain route that needs winter tyres and sometimes snow chains. Whichever way you come, start in daylight: winter days are short, and conditions on the higher roads can change quickly.</p>

<h2>Beyond the slopes</h2>

<p>You do not need skis to enjoy winter here. The <a href="/destinations/18">Sharr Mountains National Park</a> protects large areas of pine and beech forest, high pastures and glacial lakes such as Jazhinca, which sits above Brezovica. On snowshoes, even an easy two-hour loop through the forest feels like a real expedition, with fresh tracks and total silence.</p>

<p>The park is home to chamois, wolves, bears and the rare Balkan lynx. You are very unlikely to see them, but you may spot their tracks in fresh snow. You will almost certainly meet the famous Sharr mountain dog, a large, calm livestock guardian bred here for centuries to protect flocks. Admire them from a distance and never approach a working dog near its sheep.</p>

<p>For a quieter winter day, Prevalla itself has snowy meadows and mountain restaurants where you can warm up by a stove. In the west, the small ski area at Boge in the Rugova valley is popular with families from Peja.</p>

<h2>Warming up</h2>

<p>Mountain food comes into its own in winter. Look for <strong>pasul</strong>, a thick white-bean stew, grilled lamb, <strong>flija</strong> baked under embers, and firm, salty <strong>Sharr cheese</strong> made from the milk of sheep grazing these slopes. A glass of <em>çaj mali</em>, mountain tea brewed from wild herbs, is the classic end to a cold day.</p>

<h2>Staying safe in the snow</h2>

<ul>
<li>Carry warm layers, gloves, sunglasses and sun cream; the winter sun is strong at altitude.</li>
<li>Tell someone your plans if you walk away from the resort, and turn back early; darkness comes fast in winter.</li>
<li>Check road conditions before you drive, and keep fuel in the tank.</li>
<li>In an emergency, call <strong>112</strong>.</li>
</ul>

<p>A winter trip combines well with a weekend in Prizren or a few days in Pristina. Browse more ideas in <a href="/what-to-do">things to do</a>, or build your route with our <a href="/plan">trip planner</a>.</p>
`;
