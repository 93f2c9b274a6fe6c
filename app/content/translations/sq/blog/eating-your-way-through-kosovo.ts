/* sq texts of app/content/blog/eating-your-way-through-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Ushqimi në Kosovë është bujar, sipas stinës dhe në pjesën më të madhe gatuhet nga e para. Në themel të tij qëndron kuzhina shtëpiake shqiptare, mbi të cilën shekujt kanë shtuar ndikime osmane dhe më gjerë ballkanike: gjellë të pjekura ngadalë në enë balte, pite me petë të holla, mish në skarë, si dhe kos ose kajmak pothuajse me gjithçka. Buka nuk mungon në asnjë tryezë, porcionet janë të mëdha, dhe nëse ju ftojnë në shtëpi, bëhuni gati të hani më shumë se një herë.</p>

<p>Ja çfarë të kërkoni, vakt pas vakti, dhe ku ta gjeni më të mirën.</p>

<h2>Mëngjesi: burek dhe pite</h2>

<p>Nisni ditën si shumica e kosovarëve, në një furrë të vogël që hapet herët. <strong>Bureku</strong> është petë e mbështjellë e mbushur me mish të grirë, e pjekur në tepsi të mëdha të rrumbullakëta dhe e prerë në copa bujare. <strong>Pitja</strong> është kushërira e tij: shtresa petësh të holla si letra, të mbushura me djathë të bardhë, spinaq, presh ose kungull. Porositni një copë me peshë ose me copë, dhe shoqërojeni me një gotë <em>kos</em>. Është e lirë, të ngop dhe mbaron deri në mesditë, ndaj mos e lini për vonë.</p>

<h2>Gjella që ia vlen pritja: flija</h2>

<p>Nëse do të provoni vetëm një gjellë tradicionale në Kosovë, le të jetë <strong>flija</strong>. Bëhet nga një brumë i thjeshtë me miell, ujë dhe kripë, që hidhet në rripa të hollë si rrezet e një rrote, me kajmak të lyer mes shtresave. Çdo shtresë piqet nën <em>saç</em>, një kapak i rëndë metalik i mbuluar me prush të nxehtë, para se të shtohet tjetra. Një flija e plotë kërkon disa orë dhe shumë durim, prandaj familjet e bëjnë jashtë për tubime e festa, sidomos në fshatrat e perëndimit.</p>

<p>Rezultati është një kulaç i artë, pak i tymosur, me shtresa të buta. Hajeni të ngrohtë me mjaltë, djathë të bardhë, turshi ose një lugë kos. Restorantet tradicionale në fshat e shërbejnë shpesh, dhe në malet rreth <a href="/destinations/5">Rugovës</a> do të gjeni bujtina krenare për flijën e tyre; meqë kërkon kaq shumë kohë, porositeni një ditë më parë nëse e doni të freskët.</p>

<h2>Dreka nga furra</h2>

<p>Ushqimi që të ngroh zemrën në Kosovë del nga furra në enë balte. <strong>Tavë kosi</strong> është mish qengji i pjekur në një salcë të trashë me kos dhe vezë, derisa sipër merr ngjyrë të artë; vjen nga Elbasani në Shqipëri dhe është e dashur në gjithë botën shqipfolëse. <strong>Pasuli</strong> është një gjellë e bollshme me fasule të bardha, shpesh e gatuar me mish të tymosur, zgjedhje e lehtë për një ditë të ftohtë. <strong>Speca me maze</strong>, speca të gatuar me ajkë, shfaqen si garniturë në shumë tryeza.</p>

<p>Vegjetarianët e kanë më mirë nga ç’mund të presin. Pitja, fasulja, specat e mbushur, perimet në skarë, sallatat me domate, kastravec e djathë të bardhë, si dhe <strong>ajvari</strong> prej specash të pjekur, bëjnë një drekë shumë të mirë. Në shtator mund të shihni familje që pjekin grumbuj specash të kuq mbi zjarr në oborr: është stina e ajvarit, dhe kavanozët do t’u mjaftojnë gjithë dimrin.</p>

<h2>Nga skara</h2>

<p>Çdo qytet ka skarat e veta. <strong>Qebapat</strong>, salsiçe të vogla me mish të grirë, vijnë në porcione me pesë ose dhjetë copë, me bukë, qepë të freskët dhe kajmak. Prizreni është i famshëm për to, dhe një pjatë buzë lumit pas shëtitjes së mbrëmjes është arsye e mjaftueshme për ta vizituar. Kërkoni edhe <em>pleskavicën</em>, një qofte e madhe me erëza, dhe <em>suxhukun</em>, sallam viçi i tharë me erëza. Në perëndim, trofta e freskët nga lumenjtë malorë shpesh piqet e tërë në skarë.</p>

<h2>Djathi dhe bulmeti</h2>

<p>Bulmeti i Kosovës është një kënaqësi e heshtur. Malet e Sharrit në jug i japin emrin <strong>djathit të Sharrit</strong>, një djathë i fortë e i kripur prej qumështi dhensh, me shije të theksuar, ndërsa kullotat malore të perëndimit japin djathëra të butë të bardhë dhe gjalpë të yndyrshëm. Kajmaku është kudo. Tregjet janë vendi më i mirë për të shijuar para se të blini: shitësit ju presin me kënaqësi një fetë të hollë.</p>

<h2>Ëmbëlsirat, kafeja dhe çaji</h2>

<p>Lini vend për ëmbëlsirë. <strong>Trileçja</strong>, një pandispanjë e njomur në tri lloje qumështi dhe e mbuluar me karamel, është ëmbëlsira e ditës në çdo kafene. Ndër të preferuarat më të vjetra janë bakllavaja dhe tullumbat, gishta të vegjël brumi të skuqur e të njomur në sherbet.</p>

<p>Kafeja është ritual. <strong>Makiatoja</strong> kosovare është espreso e fortë nën një kapak të trashë shkume qumështi, dhe është pija që ushqen çdo bisedë nga Prishtina në Gjakovë. Çaji vjen në gota të vogla në formë tulipani, i zi me sheqer, ose si <em>çaj mali</em>, i zier nga bimë të egra, për të cilin thuhet se shëron çdo hall.</p>

<h2>Rahoveci: qyteti i verës së Kosovës</h2>

<p>Ngisni drejt jugperëndimit nga Prishtina dhe kodrat rreth <a href="/destinations/15">Rahovecit</a> (Orahovac) kthehen në një mozaik vreshtash. Rrushi kultivohet këtu prej shekujsh, dhe tradita e verës së qytetit i mbijetoi ndryshimeve të shekullit XX, për t’u rritur sërish në njëzet vitet e fundit.</p>

<p>Sot mund të shijoni verëra vendore të kuqe si Vranaci krahas varieteteve ndërkombëtare, si dhe të bardha si Smederevka. Prodhues të mëdhenj si Stone Castle qëndrojnë krahas bodrumeve të vogla familjare, ku vetë i zoti i shtëpisë jua mbush gotën. Vjelja e rrushit në shtator dhe në fillim të tetorit është koha më e mirë për të ardhur: qyteti feston verën e re me një festë të vjeljes, dhe vreshtat mbushen me vjelës.</p>

<ul>
<li>Kontaktoni paraprakisht një vinari për të rregulluar një degustim; bodrumet e vogla janë shtëpi familjare, jo qendra për vizitorë.</li>
<li>Provoni <strong>rakinë</strong> vendore, një raki e fortë rrushi, por pijeni ngadalë.</li>
<li>Mos ngisni makinë pas degustimit. Rezervoni një taksi nga Gjakova ose Prizreni, ose kalojeni gjithë ditën me shofer.</li>
</ul>

<p>Adhuruesit e birrës le të kërkojnë Birra Peja, që prodhohet në qytetin perëndimor të Pejës dhe shërbehet pothuajse në çdo kafene të vendit.</p>

<h2>Sjellja e mirë në tryezë</h2>

<p>Para ngrënies do të dëgjoni <em>Ju bëftë mirë</em>, ndërsa gotat ngrihen me <em>Gëzuar!</em> Mikpritësit do t’jua mbushin pjatën pa pushim; të lësh pak ushqim në pjatë është mënyra e sjellshme për të thënë se je ngopur. Në restorante, një bakshish prej 5–10% është i zakonshëm kur jeni të kënaqur me shërbimin.</p>

<p>Ju ka hapur oreksin? Shfletoni <a href="/what-to-do">gjërat për të bërë</a> për përvoja me ushqim, lexoni udhërrëfyesin tonë për <a href="/cities/2">Prizrenin</a>, ose shtoni një ditë në Rahovec në itinerarin tuaj me <a href="/plan">planifikuesin e udhëtimit</a>.</p>
`;
