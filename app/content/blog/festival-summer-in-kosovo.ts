export const content = `
<p>Summer is when Kosovo is at its loudest and happiest. In July and August, many of the Kosovars who live abroad come home for the holidays, the wedding season peaks, café terraces stay full until late, and towns that are quiet in February turn into festival stages. If you like film, music or simply a crowd in a good mood, this is the season to come.</p>

<p>One rule before we start: festival dates change every year, and programmes are announced only a few months ahead. Use this article to choose your month, then check the official festival websites and our <a href="/events">events calendar</a> before you book anything.</p>

<h2>DokuFest, Prizren (August)</h2>

<p>DokuFest began in 2002, when a group of friends in Prizren screened documentaries in the shell of an old open-air cinema by the river. Today it is an international documentary and short film festival that draws filmmakers and audiences from all over the world for nine days each August.</p>

<p>What makes it special is where you watch. Screens go up inside the fortress above the town, on a platform over the shallow Lumbardhi river, in courtyards and in squares near the Sinan Pasha Mosque. Imagine a documentary on the fortress walls as the sun sets behind the mountains and the town lights up below you. Most films are in English or have English subtitles, and talks, workshops and late-night music fill the rest of the day.</p>

<ul>
<li>Book your room in Prizren months ahead; the old town fills completely.</li>
<li>Take a light jacket for the fortress screenings; evenings on the hill are cooler than the riverbank.</li>
<li>Allow twenty minutes to walk up to the fortress, and use a torch on the way down.</li>
</ul>

<p>Read our <a href="/cities/2">Prizren city guide</a> to plan the days between screenings.</p>

<h2>Sunny Hill Festival, Pristina</h2>

<p>Sunny Hill was launched in Pristina in 2018 by the Sunny Hill Foundation, set up by the family of singer Dua Lipa, who grew up partly in the city. The idea was simple: bring international artists to a place most tours skipped, and put Kosovo's own musicians on the same stage. The festival has since hosted global headliners alongside local stars and draws a young crowd from across the region.</p>

<p>The venue and dates have changed from edition to edition, so follow the festival's official channels for this year's details. When it is on, tickets and Pristina hotel rooms go quickly. Plan how you will get back after the last set: taxis are plentiful in Pristina, but demand is high at closing time. Our <a href="/cities/1">Pristina city guide</a> has ideas for the days around it.</p>

<h2>Anibar, Peja</h2>

<p>Peja hosts <strong>Anibar</strong>, an international animation festival held each summer. Alongside competition screenings of short animated films from around the world, there are workshops, talks and outdoor shows, and the festival has become a focal point for young artists in the town. Pair it with a hike in the Rugova Gorge, which starts just outside Peja; our <a href="/cities/3">Peja city guide</a> covers both.</p>

<h2>The harvest in Rahovec (September)</h2>

<p>As summer fades, the action moves to the vineyards. In <a href="/destinations/15">Rahovec</a>, the grape harvest runs through September, and the town celebrates with a harvest festival of wine, music and food. It is a more local, relaxed affair than the big summer festivals and a good excuse to visit a family cellar or two. Arrange transport so nobody has to drive home.</p>

<h2>Summer in the towns</h2>

<p>Not every celebration has a ticket. Throughout July and August, you will find open-air concerts, summer stages and evening markets in town squares, as well as countless weddings. If you hear drums and clarinets from a restaurant garden, that is probably a wedding; enjoy it from a polite distance unless someone waves you in, which happens more often than you might think.</p>

<h2>Practical tips for festival season</h2>

<ul>
<li><strong>Book early.</strong> Guesthouses and hotels fill up for festival weeks, especially in Prizren in August.</li>
<li><strong>Expect busy roads.</strong> With many families visiting from abroad, border crossings and main roads can be slow on summer weekends.</li>
<li><strong>Beat the heat.</strong> Afternoons can be hot in the lowlands; plan sightseeing for the morning and festivals for the evening, and drink plenty of water.</li>
<li><strong>Carry cash.</strong> Food stalls and small bars at festivals may not take cards.</li>
</ul>

<h2>Beyond summer</h2>

<p>The calendar does not stop in September. In autumn and winter, concerts, theatre and film move indoors to Pristina's stages, and on 17 February the country celebrates Independence Day, with crowds gathering in the capital around the Newborn monument. Whenever you travel, our <a href="/events">events calendar</a> and <a href="/plan">trip planner</a> will help you time your visit.</p>
`;
