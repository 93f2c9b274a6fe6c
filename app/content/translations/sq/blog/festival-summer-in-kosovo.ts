/* sq texts of app/content/blog/festival-summer-in-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Vera është stina kur Kosova është më e zhurmshmja dhe më e gëzuara. Në korrik dhe gusht, shumë nga kosovarët që jetojnë jashtë vendit vijnë në shtëpi për pushime, stina e dasmave arrin kulmin, tarracat e kafeneve mbeten plot deri vonë, dhe qytetet që në shkurt janë të qeta kthehen në skena festivalesh. Nëse ju pëlqen filmi, muzika apo thjesht një turmë me humor të mirë, kjo është stina për të ardhur.</p>

<p>Një rregull para se të nisim: datat e festivaleve ndryshojnë çdo vit, dhe programet shpallen vetëm disa muaj përpara. Përdoreni këtë artikull për të zgjedhur muajin, pastaj shikoni faqet zyrtare të festivaleve dhe <a href="/events">kalendarin tonë të ngjarjeve</a> para se të rezervoni diçka.</p>

<h2>DokuFest, Prizren (gusht)</h2>

<p>DokuFest nisi në vitin 2002, kur një grup miqsh në Prizren shfaqën dokumentarë në rrënojat e një kinemaje të vjetër verore buzë lumit. Sot është një festival ndërkombëtar i filmit dokumentar dhe të shkurtër, që çdo gusht, për nëntë ditë, tërheq kineastë dhe publik nga e gjithë bota.</p>

<p>Ajo që e bën të veçantë është vendi ku i shihni filmat. Ekranet ngrihen brenda kalasë mbi qytet, në një platformë mbi ujërat e cekëta të Lumbardhit, nëpër oborre dhe në sheshet pranë Xhamisë së Sinan Pashës. Përfytyroni një dokumentar mbi muret e kalasë, ndërsa dielli perëndon pas maleve dhe qyteti poshtë jush ndizet. Shumica e filmave janë në anglisht ose kanë titra në anglisht, ndërsa bisedat, punëtoritë dhe muzika deri natën vonë mbushin pjesën tjetër të ditës.</p>

<ul>
<li>Rezervoni dhomën në Prizren disa muaj përpara; qyteti i vjetër mbushet plotësisht.</li>
<li>Merrni një xhaketë të lehtë për shfaqjet në kala; mbrëmjet në kodër janë më të freskëta se buzë lumit.</li>
<li>Llogaritni njëzet minuta për të ecur deri te kalaja, dhe përdorni një elektrik dore gjatë zbritjes.</li>
</ul>

<p>Lexoni <a href="/cities/2">udhërrëfyesin tonë të Prizrenit</a> për të planifikuar ditët mes shfaqjeve.</p>

<h2>Sunny Hill Festival, Prishtinë</h2>

<p>Sunny Hill u nis në Prishtinë në vitin 2018 nga Fondacioni Sunny Hill, i themeluar nga familja e këngëtares Dua Lipa, e cila u rrit pjesërisht në këtë qytet. Ideja ishte e thjeshtë: të sillte artistë ndërkombëtarë në një vend që shumica e turneve e anashkalonin dhe t’i vinte muzikantët e vetë Kosovës në të njëjtën skenë. Që atëherë festivali ka pritur yje me famë botërore krahas yjeve vendore dhe tërheq një publik të ri nga i gjithë rajoni.</p>

<p>Vendi dhe datat kanë ndryshuar nga një edicion në tjetrin, ndaj ndiqni kanalet zyrtare të festivalit për hollësitë e këtij viti. Kur mbahet, biletat dhe dhomat e hoteleve në Prishtinë mbarojnë shpejt. Planifikoni si do të ktheheni pas performancës së fundit: taksi ka plot në Prishtinë, por në orën e mbylljes kërkesa është e madhe. <a href="/cities/1">Udhërrëfyesi ynë i Prishtinës</a> ka ide për ditët përreth.</p>

<h2>Anibar, Pejë</h2>

<p>Peja pret <strong>Anibar</strong>-in, një festival ndërkombëtar i animacionit që mbahet çdo verë. Krahas shfaqjeve konkurruese të filmave të shkurtër të animuar nga e gjithë bota, ka punëtori, biseda dhe shfaqje në ajër të hapur, dhe festivali është bërë pikë takimi për artistët e rinj të qytetit. Bashkojeni me një ecje në Grykën e Rugovës, që nis menjëherë jashtë Pejës; <a href="/cities/3">udhërrëfyesi ynë i Pejës</a> i përfshin të dyja.</p>

<h2>Vjelja në Rahovec (shtator)</h2>

<p>Kur vera po shuhet, gjallëria zhvendoset në vreshta. Në <a href="/destinations/15">Rahovec</a> vjelja e rrushit zgjat gjatë gjithë shtatorit, dhe qyteti feston me një festë të vjeljes me verë, muzikë dhe ushqim. Është një ngjarje më vendase e më e shtruar se festivalet e mëdha të verës dhe një arsye e mirë për të vizituar një a dy bodrume familjare. Rregulloni transportin që askush të mos ketë nevojë të ngasë makinën për t’u kthyer.</p>

<h2>Vera nëpër qytete</h2>

<p>Jo çdo festë kërkon biletë. Gjatë gjithë korrikut dhe gushtit do të gjeni koncerte në ajër të hapur, skena verore dhe tregje mbrëmjeje nëpër sheshet e qyteteve, si dhe dasma pa fund. Nëse dëgjoni daulle e klarinetë nga kopshti i një restoranti, ka gjasa të jetë dasmë; shijojeni nga një largësi e sjellshme, përveç nëse dikush ju fton me dorë të hyni, gjë që ndodh më shpesh nga ç’mund ta mendoni.</p>

<h2>Këshilla praktike për stinën e festivaleve</h2>

<ul>
<li><strong>Rezervoni herët.</strong> Bujtinat dhe hotelet mbushen në javët e festivaleve, sidomos në Prizren në gusht.</li>
<li><strong>Prisni rrugë të ngarkuara.</strong> Me shumë familje që vijnë nga jashtë, pikat kufitare dhe rrugët kryesore mund të jenë të ngadalta në fundjavat e verës.</li>
<li><strong>Mbrohuni nga vapa.</strong> Pasditet mund të jenë të nxehta në ultësira; vizitat turistike planifikojini për mëngjes dhe festivalet për mbrëmje, dhe pini shumë ujë.</li>
<li><strong>Mbani para në dorë.</strong> Tezgat e ushqimit dhe baret e vogla në festivale mund të mos pranojnë karta.</li>
</ul>

<h2>Përtej verës</h2>

<p>Kalendari nuk ndalet në shtator. Në vjeshtë dhe në dimër, koncertet, teatri dhe filmi zhvendosen brenda, në skenat e Prishtinës, ndërsa më 17 shkurt vendi feston Ditën e Pavarësisë, me turma që mblidhen në kryeqytet rreth monumentit Newborn. Kurdo që të udhëtoni, <a href="/events">kalendari ynë i ngjarjeve</a> dhe <a href="/plan">planifikuesi i udhëtimit</a> do t’ju ndihmojnë ta caktoni kohën e vizitës.</p>
`;
