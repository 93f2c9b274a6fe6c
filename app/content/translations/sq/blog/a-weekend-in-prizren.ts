/* sq texts of app/content/blog/a-weekend-in-prizren.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Prizreni është qyteti i parë ku kosovarët i dërgojnë miqtë e tyre. Shtrihet aty ku Malet e Sharrit takojnë fushën, me Lumbardhin që përshkon drejt e në mes qytetin e vjetër dhe me kalanë që vështron nga kodra sipër. Pothuajse gjithçka që do të doni të shihni ndodhet disa hapa larg lumit, prandaj është ideal për një fundjavë: lëreni makinën të parkuar, ose ejani me autobus, dhe lëvizni në këmbë nga e premtja në mbrëmje deri të dielën në drekë.</p>

<p>Autobusët ndërqytetës nga Prishtina e bëjnë rrugën për rreth një orë e gjysmë dhe qarkullojnë gjatë gjithë ditës, kështu që mund ta mbyllni punën dhe prapë të jeni në Prizren për darkë. <a href="/about/transport">Udhërrëfyesi ynë i transportit</a> shpjegon çmimet e biletave dhe si funksionojnë stacionet e autobusëve.</p>

<h2>E premte mbrëma: drejt lumit</h2>

<p>Lini çantën dhe shkoni drejt e te Ura e Gurit. Është fotografia e çdo kartoline të Prizrenit dhe gjëja e parë që fotografojnë shumica e vizitorëve. Ura origjinale osmane qëndroi afërsisht katër shekuj, derisa një vërshim në nëntor të vitit 1979 e rrëzoi; prizrenasit këmbëngulën që të rindërtohej, dhe ura që kaloni sot u rihap në vitin 1982. Është më e shkurtër se e vjetra, por harku dhe kalldrëmi duken pikërisht ashtu si duhet.</p>

<p>Në bregun jugor ura ju nxjerr në Shadërvan, sheshin me kalldrëm në zemër të qytetit të vjetër, që e ka marrë emrin nga çezma e tij prej guri. Vendasit thonë se kush pi ujë prej saj, do të kthehet sërish në Prizren. Kafenetë derdhen në gjithë sheshin, dhe nga ora tetë <em>xhiroja</em> e mbrëmjes është në kulm: familje, çifte e grupe studentësh që ecin ngadalë lart e poshtë përgjatë lumit dhe ndalen çdo pak metra për t’u përshëndetur me dikë.</p>

<p>Bashkohuni me ta, pastaj gjeni një skarë për darkë. Prizreni i merr seriozisht <strong>qebapat</strong>: salsiçe të vogla me mish të grirë në skarë, që shërbehen me bukë, qepë të freskët dhe një lugë kajmak të butë. Mbylleni me bakllava ose me një gotë çaj në ndonjërën nga ëmbëltoret pranë sheshit.</p>

<h2>E shtunë në mëngjes: tri besime në pak qindra metra</h2>

<p>Nisni herët, para se të ngrohet dita, te <strong>Xhamia e Sinan Pashës</strong>. E ndërtuar në vitin 1615, kupola dhe minarja e saj e lartë sundojnë bregun e lumit, dhe brendia e pikturuar ia vlen vizita. Jeni të mirëpritur jashtë kohës së namazit; mbulojini supet dhe gjunjët, dhe hiqini këpucët te dera.</p>

<p>Nga xhamia, pak hapa ju ndajnë nga katedralja ortodokse e Shën Gjergjit pranë Shadërvanit dhe nga katedralja katolike disa rrugë më tutje. Pak qytete të kësaj madhësie ju lejojnë të kaloni pranë një xhamie, një kishe ortodokse dhe një katedraleje katolike në një shëtitje të vetme të shkurtër, dhe kjo përzierje është pjesë e madhe e karakterit të Prizrenit.</p>

<p>Pak më larg lumit ngrihet <strong>Kisha e Shën Premtes (Zonja e Levishës)</strong>, e ndërtuar në fillim të shekullit XIV dhe e zbukuruar me afreske që e bënë një nga katër vendet e pasurisë së Trashëgimisë Botërore të UNESCO-s “Monumentet Mesjetare në Kosovë”. Hyrja brenda është e kufizuar, ndaj pyesni në vend para se të shkoni; edhe nga jashtë, muret prej tulle e guri lënë mbresë. <a href="/attractions">Faqet tona të atraksioneve</a> përshkruajnë edhe vendet e tjera të trashëgimisë.</p>

<p>Kaloni sërish lumin te <strong>Kompleksi i Lidhjes së Prizrenit</strong>, ku në vitin 1878 u mblodhën udhëheqësit shqiptarë për të kërkuar të drejtat e tyre, ndërsa kufijtë e Perandorisë Osmane po rivizatoheshin. Muzeu brenda e tregon këtë histori me dokumente, fotografi dhe veshje tradicionale. Rrugës, shikoni punishtet e <strong>filigranit</strong> prej argjendi në rrugicat e çarshisë së vjetër. Argjendarët e Prizrenit prej brezash e thurin fillin e argjendit në karfica, vathë e kutiza, dhe shumë prej tyre ju tregojnë me kënaqësi si bëhet.</p>

<h2>E shtunë pasdite: ngjitja te kalaja</h2>

<p>Ngjitjen te <strong>Kalaja e Prizrenit</strong> lëreni për pasditen e vonë. Një shteg i pjerrët, pjesërisht me kalldrëm, nis pas Shadërvanit dhe me hap të qëndrueshëm zgjat rreth njëzet minuta; mbathni këpucë që nuk rrëshqasin dhe në verë merrni ujë me vete, sepse hije ka pak.</p>

<p>Kjo kodër është fortifikuar që në lashtësi. Ajo që shihni sot është një mozaik muresh bizantine, mesjetare dhe osmane, pjesërisht të restauruara vitet e fundit, me një pamje që shpjegon pse të gjithë donin ta mbanin në dorë. Poshtë jush shtrihen çatitë e kuqe të qytetit të vjetër, një duzinë minaresh e kambanoresh dhe lumi që gjarpëron drejt fushës. Qëndroni deri në perëndim, kur ezanet ngrihen nga qyteti njëri pas tjetrit dhe poshtë ndizen dritat.</p>

<h2>E shtunë mbrëma: përgjatë Lumbardhit</h2>

<p>Zbritni para se të errësohet plotësisht, pastaj ecni kundër rrjedhës së lumit deri në <strong>Marash</strong>, lagjen ku rrapet e mëdhenj e të vjetër i bëjnë hije bregut. Është vendi më i qetë i qytetit për darkë: troftë në skarë, speca të mbushur, sallata me domate e djathë të bardhë dhe një gotë verë e kuqe nga Rahoveci, qyteti i verës më pak se një orë larg. Nëse ju pëlqen vera, udhërrëfyesi ynë për <a href="/destinations/15">Rahovecin</a> ia vlen të lexohet para se të rezervoni udhëtimin e radhës.</p>

<h2>E diel: drejt maleve</h2>

<p>Të dielën në mëngjes ndiqni lumin kundër rrjedhës dhe dilni nga qyteti. Rruga ngjitet në grykën e Lumbardhit, dhe pas rreth tre kilometrash arrini te rrënojat e Manastirit të Kryeengjëjve të Shenjtë, të shekullit XIV, të themeluar nga sundimtari serb Stefan Dušan. Është ende vend lutjeje, ndaj flisni me zë të ulët dhe vizitojeni me respekt. Këmbësorët mund të vazhdojnë lart nëpër luginë në shtigjet e pyllit.</p>

<p>Nëse keni makinë ose merrni taksi, vazhdoni në të njëjtën rrugë deri në <a href="/destinations/7">Prevallë</a>, një qafë e lartë malore në Malet e Sharrit, me livadhe, pyje pishe dhe restorante që shërbejnë qengj në skarë dhe djathë malor. Është freskët edhe në gusht, ndërsa në dimër bora vjen herët. Prej andej mund të ktheheni në Prizren për një drekë të vonë, ose të vazhdoni përtej qafës drejt Brezovicës.</p>

<h2>Shënime praktike</h2>

<ul>
<li><strong>Ku të qëndroni:</strong> qyteti i vjetër ka shumë bujtina të vogla disa minuta larg Shadërvanit. Llogaritni afërsisht 15–60 € për natë në bujtinë dhe 40–150 € në hotel.</li>
<li><strong>Kur të vini:</strong> pranvera (prill deri në qershor) dhe fillimi i vjeshtës janë idealë për shëtitje. Në gusht DokuFest e mbush qytetin me adhurues të filmit, ndaj rezervoni herët; shihni <a href="/events">kalendarin tonë të ngjarjeve</a>.</li>
<li><strong>Paratë:</strong> kartat pranohen në hotele dhe në shumë restorante, por mbani pak para në dorë për furrat, kafenetë e vogla dhe taksitë.</li>
<li><strong>Respekti:</strong> vishuni në mënyrë modeste në xhami e kisha, dhe kërkoni leje para se të fotografoni njerëz ose ambiente të brendshme.</li>
</ul>

<p>Dy ditë nuk mjaftojnë për ta parë gjithë Prizrenin, por mjaftojnë për të kuptuar pse njerëzit kthehen gjithmonë. Për më shumë rreth qytetit, lexoni <a href="/cities/2">udhërrëfyesin tonë të Prizrenit</a> ose nisni të ndërtoni një itinerar më të gjatë me <a href="/plan">planifikuesin tonë të udhëtimit</a>.</p>
`;
