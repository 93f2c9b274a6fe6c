/* sq texts of app/content/blog/hiking-the-rugova-gorge.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Dhjetë minuta nga qendra e Pejës (Peć), rruga lë pas shtëpitë e fundit dhe futet në një të çarë mes maleve. Kjo është <strong>Gryka e Rugovës</strong>: rreth 25 kilometra mure gëlqerori, në disa vende rreth një mijë metra të larta, të gdhendura nga Lumbardhi në rrugën e tij teposhtë nga Bjeshkët e Nemuna. Rruga kalon nëpër tunele të shkurtra e mbi ura, dhe sipër saj shtrihet një nga zonat më të mira për ecje në Ballkan.</p>

<p>Grykën mund ta shihni nga dritarja e makinës për një orë. Për ta kuptuar, i duhen dy a tri ditë.</p>

<h2>Si të shkoni</h2>

<p>Autobusët nga Prishtina për në Pejë e bëjnë rrugën për rreth një orë e gjysmë dhe nisen rregullisht gjatë gjithë ditës. Nga Peja, hyrja e grykës është një udhëtim i shkurtër me taksi; merreni vesh për çmimin para nisjes nëse shoferi nuk përdor taksimetër. Shumica e guidave dhe e bujtinave në luginë ju marrin edhe vetë me makinë. Pikërisht në hyrje ndodhet Patrikana e Pejës, manastir mesjetar dhe pasuri e Trashëgimisë Botërore të UNESCO-s, që ia vlen një orë para ose pas ecjes. <a href="/cities/3">Udhërrëfyesi ynë i Pejës</a> tregon ku të qëndroni në qytet.</p>

<h2>Hapat e parë, të lehtë</h2>

<p>Nëse keni vetëm një mëngjes, ecni herët pjesën e parë të rrugës së grykës, para se të shtohet trafiku. Lumi rrjedh i gjelbër e i kthjellët poshtë jush, alpinistët varen nëpër mure dhe shkëmbinjtë afrohen shpejt. Disa shtigje të shkurtra të shënuara ndahen nga rruga drejt pikave panoramike dhe shpellave të vogla; guidat vendas organizojnë edhe vizita në shpellat më të mëdha të grykës, ku nuk duhet të hyni kurrë vetëm.</p>

<p>Në veri të Pejës, pak minuta me makinë, Drini i Bardhë shpërthen nga shkëmbi si ujëvarë pranë fshatit Radavc. Është një dalje e lehtë, e përshtatshme për familje, që shkon mirë me një gjysmë dite në grykë, dhe aty pranë ka një shpellë të hapur për vizitorë.</p>

<h2>Ecje njëditore drejt luginave të larta</h2>

<p>Shpërblimi i vërtetë ndodhet mbi grykë, ku muret hapen në lugina të gjera me livadhe, pyje ahu e pishe dhe fshatra të shpërndara si Drelaj, Kuqishta dhe Reka e Allagës. Në verë barinjtë i ngjitin kopetë në kullotat e larta, dhe ju kaloni pranë stanëve prej druri ku çdo mëngjes bëhet djathë i freskët.</p>

<ul>
<li><strong>Kuqishta dhe liqenet e saj:</strong> nga fshati, shtigje të shënuara ngjiten nëpër pyll deri te liqene të vegjël akullnajorë. Me hap të qetë është një ditë e plotë, me piknik buzë ujit.</li>
<li><strong>Hajla:</strong> me 2 403 metra, maja në kufi me Malin e Zi është maja klasike e zonës. Itinerari është i gjatë, por me mot të mirë nuk kërkon aftësi teknike, dhe pamja nga maja shtrihet mbi tri shtete. Shkoni me guidë, përveç nëse keni përvojë me hartë e busull.</li>
<li><strong>Nga fshati në fshat:</strong> të lidhni dy a tri fshatra në një ecje në një drejtim dhe të rregulloni që dikush t’ju marrë në fund është mënyrë e lehtë për të parë shumë pa u kthyer në të njëjtat gjurmë.</li>
</ul>

<p>Rugova është edhe një etapë e shtegut <strong>Majat e Ballkanit</strong> (Peaks of the Balkans), një shteg i gjatë rreth 190 kilometra që bën një qark nëpër Kosovë, Shqipëri dhe Mal të Zi. Qarku i plotë zgjat rreth dhjetë ditë deri në dy javë. Meqë kalon kufij në mal, shtegtarët duhet të aplikojnë paraprakisht për leje kalimi kufiri; verifikoni procedurën aktuale me një operator vendas shumë kohë para nisjes.</p>

<h2>Via ferrata: ngjitje pa qenë alpinist</h2>

<p>Via ferrata, që në italisht do të thotë “rrugë e hekurt”, është një itinerar ngjitjeje me një kabllo çeliku të fiksuar në shkëmb, si dhe me shkallëza, shkallë dhe ndonjëherë ura. Vishni një parzmore me dy litarë sigurie, lidheni te kablloja dhe lëvizni përgjatë saj pa u shkëputur asnjëherë. Kështu edhe njerëzit pa asnjë përvojë ngjitjeje arrijnë në vende që zakonisht kërkojnë litarë dhe vite praktike.</p>

<p>Gryka e Rugovës ka disa itinerare, të gjitha afër Pejës. Më të lehtat janë një hyrje e mirë: një ndërthurje kalimesh anësore mbi lumë dhe pjesësh të shkurtra vertikale, që mbyllet me një zbritje në këmbë nëpër pyll. Itinerari më i vështirë është ndërmarrje shumë më serioze, disa orë i gjatë, dhe kalon një urë të gjatë të varur lart mbi grykë. Zgjidhni një që u përshtatet kondicionit tuaj dhe mënyrës si e përballoni lartësinë, jo ambicies.</p>

<ul>
<li>Në via ferratën tuaj të parë shkoni me një guidë të certifikuar; guidat në Pejë ofrojnë helmeta, parzmore dhe litarë sigurie për via ferrata.</li>
<li>Mos përdorni kurrë pajisje të improvizuara apo një litar të thjeshtë; litari i sigurisë që thith energjinë është ai që ju mbron në rast rënieje.</li>
<li>Mbathni këpucë me shputë të fortë dhe merrni doreza, ujë dhe një xhaketë të lehtë.</li>
</ul>

<p>Nuk jeni gati për ngjitje? Një zipline rreth 700 metra i gjatë pranë hyrjes së grykës ju jep të njëjtën pamje brenda një minute, ndërsa për ata që janë gati, gryka ka dhjetëra itinerare ngjitjeje sportive të pajisura me ankora.</p>

<h2>Kur të vini</h2>

<p>Sezoni kryesor i ecjeve zgjat nga fundi i majit deri në tetor. Qershori sjell lule të egra dhe ditë të gjata; korriku dhe gushti janë të ngrohtë në Pejë, por të këndshëm lart, me rrezik stuhish pasditeve, ndaj nisuni herët. Shtatori dhe tetori janë muajt e preferuar të shumëkujt, me mot të qëndrueshëm dhe pyje ahu që marrin ngjyrë bakri e ari. Që nga nëntori bora i mbyll shtigjet e larta, dhe lugina kthehet te sportet dimërore, me një qendër të vogël skijimi në Bogë.</p>

<h2>Nata në fshat</h2>

<p>Kaloni të paktën një natë në një bujtinë fshati. Dhomat janë të thjeshta dhe të ngrohta, dhe darka zakonisht do të thotë bukë shtëpie, djathë nga bagëtia e vetë familjes, perime nga kopshti dhe, nëse e kërkoni paraprakisht, një flija e pjekur nën prush. Mikpritësit i njohin shtigjet më mirë se çdo hartë dhe mund t’ju thonë si ka gjasa të jetë moti nesër.</p>

<h2>Siguria</h2>

<ul>
<li>Mbulimi celular në luginat e larta është i pjesshëm. Tregojini mikpritësit itinerarin dhe kur prisni të ktheheni.</li>
<li>Në mal moti ndryshon shpejt. Merrni rroba me shtresa, një mushama dhe më shumë ujë nga ç’mendoni se ju duhet.</li>
<li>Qenve të stanit që ruajnë kopetë u lini shumë hapësirë; kalojeni kopenë me qetësi dhe mos vraponi kurrë.</li>
<li>Në rast urgjence, telefononi <strong>112</strong>.</li>
</ul>

<p>Më shumë për luginën gjeni në <a href="/destinations/5">faqen tonë për Rugovën</a>, shfletoni <a href="/what-to-do">aktivitete të tjera në natyrë</a>, ose përfshijeni Rugovën në një itinerar më të gjatë me <a href="/plan">planifikuesin e udhëtimit</a>.</p>
`;
