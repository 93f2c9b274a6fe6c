/* sq texts of app/content/blog/medieval-monasteries-of-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Disa nga veprat më të bukura të artit mesjetar në Evropën Juglindore gjenden në katër kisha në Kosovë. Së bashku ato përbëjnë pasurinë e Trashëgimisë Botërore të UNESCO-s <strong>“Monumentet Mesjetare në Kosovë”</strong>: Manastiri i Deçanit, Patrikana e Pejës, Kisha e Shën Premtes (Zonja e Levishës) në Prizren dhe Manastiri i Graçanicës. Të katra u ndërtuan nga sundimtarë serbë në shekujt XIII dhe XIV, dhe të katra mbeten vende lutjeje të Kishës Ortodokse Serbe.</p>

<p>UNESCO-ja e regjistroi fillimisht Manastirin e Deçanit në vitin 2004 dhe tri vendet e tjera i shtoi në vitin 2006, duke i njohur si shembuj të jashtëzakonshëm të arkitekturës kishtare dhe të pikturës murale që lulëzuan në Ballkan mes shekujve XIII dhe XVII. Po në vitin 2006 pasuria u përfshi edhe në Listën e Trashëgimisë Botërore në Rrezik, ku ndodhet ende. Vizita në to është rast për të parë art të jashtëzakonshëm, dhe për ta bërë këtë me kujdes ndaj njerëzve që luten aty.</p>

<h2>Manastiri i Deçanit</h2>

<p>Manastiri i Deçanit (Visoki Dečani) ndodhet pak minuta me makinë nga qyteti i <a href="/destinations/13">Deçanit</a>, aty ku një lumë del nga malet përmes pyjeve të gështenjave. Kisha e tij u ndërtua mes viteve 1327 dhe 1335; u nis nën mbretin Stefan Uroš III, i cili u njoh si Dečanski pikërisht pas këtij themelimi, dhe u përfundua nën të birin, Stefan Dušan. Mjeshtri ndërtues ishte Fra Vita, një murg françeskan nga Kotorri në bregdetin e Adriatikut.</p>

<p>Këtë ndërthurje ndikimesh e shihni me sy. Pamja e jashtme, e veshur me breza mermeri të zbehtë e të kuqërremtë, duket romanike, ndërsa brendia është bizantine në frymë dhe pothuajse tërësisht e mbuluar me afreske: mijëra figura të pikturuara, skena biblike e shenjtorë, si dhe një pemë e madhe gjenealogjike e dinastisë sunduese. Shpesh përshkruhet si kisha mesjetare më e madhe e ruajtur në Ballkan, dhe kur qëndroni nën qemerët e saj, e besoni. Ndajini të paktën një orë: afresket e shpërblejnë vështrimin e ngadaltë, dhe sytë kanë nevojë për disa minuta që t’i mësohen dritës së zbehtë.</p>

<p>Në manastir jeton një bashkësi murgjish, dhe ai ruhet nga trupat ndërkombëtare të KFOR-it. Merrni me vete pasaportën ose letërnjoftimin, sepse mund t’ju duhet ta lini në hyrje, dhe prisni një kontroll të shkurtër sigurie.</p>

<h2>Patrikana e Pejës</h2>

<p>Menjëherë jashtë <a href="/cities/3">Pejës</a> (Peć), në hyrje të Grykës së Rugovës, ngrihet një grup prej katër kishash të bashkuara nën një çati dhe të lyera nga jashtë me një të kuqe të thellë. E ndërtuar kryesisht në shekujt XIII dhe XIV, Patrikana ishte për periudha të gjata selia e kryepeshkopëve dhe më vonë e patrikëve serbë, dhe disa prej tyre janë varrosur këtu.</p>

<p>Brenda, afresket përfshijnë disa shekuj, kështu që mund ta ndiqni si ndryshuan stilet e pikturës ndërsa kaloni nga një kishë te tjetra. Sot këtu jeton një bashkësi murgeshash. Oborri i rrethuar me mure, nën hijen e pemëve të vjetra, është një nga vendet më të qeta në Kosovë. Patrikana shkon natyrshëm me një ditë në <a href="/destinations/5">Grykën e Rugovës</a>.</p>

<h2>Kisha e Shën Premtes, Prizren</h2>

<p>Në mes të <a href="/cities/2">Prizrenit</a>, mes shtëpive e dyqaneve, ngrihet Kisha e Shën Premtes (Zonja e Levishës), e rindërtuar në vitet 1306–1307 nën mbretin Milutin mbi vendin e një kishe më të hershme. Afresket e saj përfshijnë vepra të piktorit Michael Astrapas dhe të punishtes së tij, emrat e të cilëve ruhen mbi mure, një nënshkrim i rrallë për atë kohë.</p>

<p>Kisha u dëmtua gjatë trazirave të marsit 2004 dhe që atëherë është restauruar. Hyrja brenda është e kufizuar, ndaj pyesni në vend për vizitën; fasada prej tulle e guri dhe kambanorja ia vlen të shihen edhe nga rruga.</p>

<h2>Graçanica</h2>

<p>Disa kilometra në juglindje të <a href="/cities/1">Prishtinës</a>, në qytezën e Graçanicës, ngrihet më elegantja nga të katra: një kishë e përfunduar rreth vitit 1321, po ashtu nën mbretin Milutin. Pesë kupolat e saj ngrihen shkallë-shkallë mbi çati, një kompozim që shpesh quhet kryevepër e arkitekturës së vonë bizantine. Brenda, kërkoni mes afreskeve portretet e Milutinit dhe të mbretëreshës së tij, Simonidës.</p>

<p>Graçanica është një udhëtim i lehtë gjysmëditor nga kryeqyteti me taksi ose me autobus lokal. Në manastir jeton një bashkësi murgeshash.</p>

<h2>Vizita me respekt</h2>

<ul>
<li><strong>Vishuni në mënyrë modeste:</strong> mbulojini supet dhe gjunjët. Grave mund t’u kërkohet t’i mbulojnë këmbët; një shall apo mbulesë në çantë i zgjidh shumicën e situatave.</li>
<li><strong>Fotografimi:</strong> shpesh nuk lejohet brenda kishave. Pyetni më parë dhe respektoni përgjigjen.</li>
<li><strong>Shërbesat vijnë të parat:</strong> nëse po mbahet një liturgji, qëndroni në heshtje në fund ose kthehuni më vonë.</li>
<li><strong>Oraret e vizitave ndryshojnë</strong> sipas stinës dhe festave kishtare, ndaj verifikojini në vend po atë ditë, në vend që të mbështeteni te një orar i fiksuar.</li>
<li><strong>Qirinjtë dhe dhurimet:</strong> zakonisht mund të blini një qiri të hollë dylli pranë hyrjes dhe ta ndizni brenda; një dhurim i vogël u ndihmon bashkësive të kujdesen për ndërtesat.</li>
<li><strong>Jini të qetë dhe të durueshëm</strong> gjatë kontrolleve të sigurisë; ato ekzistojnë për të mbrojtur vendet dhe bashkësitë që jetojnë aty.</li>
</ul>

<h2>Pjesë e një historie më të gjerë</h2>

<p>Këto kisha janë një kapitull i një trashëgimie që përfshin edhe xhamitë dhe hamamet osmane, kishat katolike, kullat prej guri dhe çarshitë e Prizrenit, Pejës dhe Gjakovës. Shumë vizitorë e shohin se t’i vizitosh krah për krah është mënyra më e mirë për ta kuptuar vendin. Zbuloni më shumë në <a href="/attractions">faqet tona të atraksioneve</a>, ose përdorni <a href="/plan">planifikuesin e udhëtimit</a> për të përfshirë një itinerar manastiresh në udhëtimin tuaj: Patrikana dhe Deçani bashkohen lehtë në një ditë të vetme nga Peja.</p>
`;
