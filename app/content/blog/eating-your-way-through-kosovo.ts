export const content = `
<p>Food in Kosovo is generous, seasonal and mostly made from scratch. Albanian home cooking sits at its heart, with centuries of Ottoman and wider Balkan influence layered on top: slow-baked dishes in clay pots, flaky pastries, grilled meat, and yoghurt or cream with almost everything. Bread is on every table, portions are large, and if you are invited into someone's home, expect to be fed more than once.</p>

<p>Here is what to look for, meal by meal, and where to find the best of it.</p>

<h2>Breakfast: burek and pite</h2>

<p>Start the way most Kosovars do, at a small bakery that opens early. <strong>Burek</strong> is a rolled pastry filled with minced meat, baked in large round trays and cut into generous pieces. <strong>Pite</strong> is its cousin: paper-thin layers of dough filled with white cheese, spinach, leek or pumpkin. Order a slice by weight or by the piece, and drink it down with a glass of plain yoghurt (<em>kos</em>). It is cheap, filling and gone by late morning, so do not leave it too long.</p>

<h2>The dish worth waiting for: flija</h2>

<p>If you eat one traditional dish in Kosovo, make it <strong>flija</strong>. It is built from a simple batter of flour, water and salt, spread in thin strips like the spokes of a wheel, with cream brushed between the layers. Each layer is baked under a <em>saç</em>, a heavy metal lid heaped with hot embers, before the next one goes on. A full flija takes several hours and a great deal of patience, which is why families make it outdoors for gatherings and celebrations, especially in the villages of the west.</p>

<p>The result is a golden, slightly smoky cake of soft layers. Eat it warm with honey, white cheese, pickles or a spoon of yoghurt. Traditional restaurants in the countryside often serve it, and in the mountains around <a href="/destinations/5">Rugova</a> you will find guesthouses proud of theirs; because it takes so long, ask the day before if you want it made fresh.</p>

<h2>Lunch from the oven</h2>

<p>Kosovo's comfort food comes out of the oven in earthenware dishes. <strong>Tavë kosi</strong> is lamb baked in a thick sauce of yoghurt and eggs until the top turns golden; it came from Elbasan in Albania and is loved all over the Albanian-speaking world. <strong>Pasul</strong> is a hearty dish of white beans, often cooked with smoked meat, and an easy choice on a cold day. <strong>Speca me maze</strong>, peppers cooked in cream, turns up as a side dish on many tables.</p>

<p>Vegetarians do better than they might expect. Pite, beans, stuffed peppers, grilled vegetables, salads of tomato, cucumber and white cheese, and the roasted pepper relish <strong>ajvar</strong> make a very good lunch. In September you may see families roasting piles of red peppers over open fires in their yards: that is ajvar season, and the jars will last them all winter.</p>

<h2>From the grill</h2>

<p>Every town has its grill houses. <strong>Qebapa</strong>, small sausages of minced meat, come in portions of five or ten with bread, raw onion and kajmak, a rich clotted cream. Prizren is famous for them, and a plate by the river after an evening walk is a fine reason to visit. Also look for <em>pleskavica</em>, a large spiced meat patty, and <em>suxhuk</em>, a dry, spiced beef sausage. In the west, fresh trout from the mountain rivers is often grilled whole.</p>

<h2>Cheese and dairy</h2>

<p>Kosovo's dairy is a quiet highlight. The Sharr Mountains in the south give their name to <strong>Sharr cheese</strong>, a firm, salty sheep's milk cheese with a strong flavour, while the mountain pastures of the west produce soft white cheeses and rich butter. Kajmak is everywhere. Markets are the best place to taste before you buy: vendors will happily cut you a sliver.</p>

<h2>Sweets, coffee and tea</h2>

<p>Save room for dessert. <strong>Trileçe</strong>, a sponge soaked in three kinds of milk and topped with caramel, is the dessert of the moment in every café. Older favourites include baklava and tullumba, little fried dough fingers soaked in syrup.</p>

<p>Coffee is a ritual. The Kosovo <strong>macchiato</strong> is strong espresso under a thick cap of milk foam, and it is the drink that fuels every conversation from Pristina to Gjakova. Tea comes in small tulip-shaped glasses, black with sugar, or as <em>çaj mali</em>, mountain tea brewed from wild herbs and said to cure whatever ails you.</p>

<h2>Rahovec: Kosovo's wine town</h2>

<p>Drive south-west from Pristina and the hills around <a href="/destinations/15">Rahovec</a> (Orahovac) turn into a patchwork of vineyards. Grapes have been grown here for centuries, and the town's winemaking tradition survived the changes of the twentieth century to grow again in the last twenty years.</p>

<p>Today you can taste local reds such as Vranac alongside international varieties, and whites such as Smederevka. Large producers like Stone Castle sit alongside small family cellars where the owner will pour for you himself. The grape harvest in September and early October is the best time to come: the town celebrates the new vintage with a harvest festival, and the vineyards are full of pickers.</p>

<ul>
<li>Contact a winery ahead of time to arrange a tasting; small cellars are family homes, not visitor centres.</li>
<li>Try the local <strong>raki</strong>, a strong grape brandy, but sip it slowly.</li>
<li>Do not drive after tasting. Book a taxi from Gjakova or Prizren, or make a day of it with a driver.</li>
</ul>

<p>Beer drinkers should look for Birra Peja, brewed in the western town of Peja and poured in almost every café in the country.</p>

<h2>Good manners at the table</h2>

<p>Before a meal, you will hear <em>Ju bëftë mirë</em>, "enjoy your meal", and glasses are raised with <em>Gëzuar!</em> Hosts will keep filling your plate; leaving a little food is the polite way to say you are full. In restaurants, a tip of 5–10% is usual when you are happy with the service.</p>

<p>Hungry for more? Browse our <a href="/what-to-do">things to do</a> for food experiences, read our guide to <a href="/cities/2">Prizren</a>, or add a Rahovec day to your route with the <a href="/plan">trip planner</a>.</p>
`;
