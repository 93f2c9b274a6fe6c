export const content = `
<p>Kosovo is an easy country to travel in once you know a few basics. Distances are short, people are helpful, and English is widely spoken by younger Kosovars. This guide collects the practical questions our readers ask most, from visas to tipping, so you can sort them out before you land and spend your time enjoying the trip instead.</p>

<h2>Entry and visas</h2>

<p>Citizens of many countries can visit Kosovo without a visa for up to <strong>90 days</strong>, including those of all EU member states, the United Kingdom, the United States, Canada and Australia. Your passport must be valid for <strong>the whole of your stay</strong>; some governments advise a longer margin. Rules can change, so check your own nationality on the website of Kosovo's Ministry of Foreign Affairs before you travel, and read our <a href="/about/general">essential visitor information</a>.</p>

<p>Two situations need a little extra planning:</p>

<ul>
<li><strong>Onward travel to Serbia.</strong> Serbia does not recognise entry into Kosovo through its borders with Albania, North Macedonia or Montenegro, or through Pristina airport, as entry into Serbia. If your route continues into Serbia, check the latest official advice before you decide where to enter and leave.</li>
<li><strong>Driving in with your own car.</strong> Foreign-registered cars usually need local insurance, which you buy at the border crossing. Keep the paperwork with the car.</li>
</ul>

<h2>Money</h2>

<p>Kosovo uses the <strong>euro</strong>, so there is no currency to exchange if you come from the eurozone. ATMs are easy to find in every town. Cards are accepted in most hotels, supermarkets and larger restaurants, but cash is still king in bakeries, small cafés, village guesthouses, taxis and on buses. Carry a few small notes and coins.</p>

<p>Kosovo is affordable by European standards. As a rough guide, budget travellers manage on about 30–40 € a day, and 50–80 € a day buys a comfortable mid-range trip. A night costs around 10–25 € in a hostel, 15–60 € in a guesthouse and 40–150 € in a hotel, depending on the town and the season.</p>

<h2>Phone and data</h2>

<p>Kosovo's country code is <strong>+383</strong>. Kosovo is not part of the EU's "roam like at home" area, so roaming on an EU tariff can be expensive; check with your provider before you go.</p>

<p>The simplest solution is a local prepaid SIM. A starter pack usually costs <strong>5–10 €</strong> and gives you around 5–10 GB of data for one to two weeks, plenty for maps, messages and bus times. The two main mobile operators have shops in every town centre; bring your passport, because the card is registered in your name. Wi-Fi is available in almost every café, hotel and guesthouse.</p>

<h2>Getting around</h2>

<p>Buses are the backbone of travel in Kosovo. They connect Pristina with every major town, often several times an hour on the busiest routes, and a typical intercity ticket costs about <strong>3–7 €</strong>. You can usually buy your ticket at the station counter or on board. City buses in Pristina cost around 0.40–0.50 € a ride.</p>

<p>Taxis are cheap and plentiful. A ride within a town usually costs <strong>2–5 €</strong>. Use a licensed taxi with a working meter, or agree the fare before you get in. From Pristina airport, a taxi into the city is about 15–20 €, and the airport bus is about 3 €.</p>

<p>A rental car is the easiest way to reach mountain villages, monasteries and waterfalls. Expect around 25–50 € a day, with a deposit of about 100–500 € and a minimum driver age of 21 to 25, depending on the company. Fuel costs about 1.3 € a litre. Speed limits are 50 km/h in towns, 80 km/h on rural roads and 110–130 km/h on motorways. Drive defensively, watch for pedestrians on village roads, and be ready for snow on mountain roads from late autumn.</p>

<p>Our <a href="/about/transport">transport guide</a> has more detail on every option.</p>

<h2>Tipping and etiquette</h2>

<p>In restaurants, leave <strong>5–10%</strong> if you are happy with the service. In cafés, people usually round up or leave the change, and taxi drivers appreciate a rounded-up fare.</p>

<p>Kosovars are famously hospitable. If you are offered coffee, tea or food, accepting is the friendly choice. When visiting mosques, churches and monasteries, cover your shoulders and knees, keep your voice down, and ask before taking photographs. Be respectful in conversations about history and politics; listening is always welcome.</p>

<p>Albanian and Serbian are the official languages. Younger people often speak good English, and German is common because many families have relatives in German-speaking countries. A few Albanian words go a long way:</p>

<ul>
<li><em>Mirëdita</em> – Good day</li>
<li><em>Faleminderit</em> – Thank you</li>
<li><em>Po / Jo</em> – Yes / No</li>
<li><em>Sa kushton?</em> – How much does it cost?</li>
</ul>

<h2>Safety and emergencies</h2>

<p>Kosovo is generally a safe and welcoming country for visitors. Take the normal precautions you would anywhere: watch your belongings in crowds, avoid unlit roads at night, and keep an eye on the weather in the mountains. Travel insurance that covers health care is strongly recommended.</p>

<p>Save these numbers in your phone:</p>

<ul>
<li><strong>112</strong> – general emergency number</li>
<li><strong>192</strong> – police</li>
<li><strong>193</strong> – fire brigade</li>
<li><strong>194</strong> – ambulance</li>
</ul>

<p>Pharmacies are common in every town and can help with minor problems.</p>

<h2>Good to know</h2>

<ul>
<li><strong>Time zone:</strong> Central European Time, the same as Berlin or Rome.</li>
<li><strong>Electricity:</strong> 230 V with the standard European two-pin plugs.</li>
<li><strong>Water:</strong> bottled water is cheap and sold everywhere.</li>
<li><strong>Opening hours:</strong> cafés open early and close late; in smaller towns, many shops close earlier on Sundays.</li>
</ul>

<h2>When to go</h2>

<p>Spring (April to June) and early autumn (September and October) are the sweet spots, with mild weather for walking both cities and mountains. Summer (June to August) is warm and full of festivals. Winter (December to March) brings snow to the mountains and skiing at Brezovica.</p>

<p>Ready to start? Use our <a href="/plan">trip planner</a> to build a route, and browse the <a href="/about">About Kosovo</a> pages for facts and figures.</p>
`;
