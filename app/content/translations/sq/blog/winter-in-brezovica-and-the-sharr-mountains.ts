/* sq texts of app/content/blog/winter-in-brezovica-and-the-sharr-mountains.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Kur bora e parë e dendur zë <strong>Malet e Sharrit</strong> (Šar Planina), jugu i Kosovës ndryshon fytyrë. Vargu shtrihet përgjatë kufirit me Maqedoninë e Veriut, me kreshta që ngrihen shumë mbi 2 000 metra, dhe nga dhjetori deri në mars kthehet në këndin e lojërave dimërore të Kosovës. Ndërsa në Prishtinë mund të bjerë vetëm pak borë, luginat e larta këtu mund të mbeten nën borë të thellë për javë të tëra.</p>

<h2>Brezovica: pista të gjata në faqen veriore</h2>

<p>Qendra e skijimit në <a href="/destinations/6">Brezovicë</a> shtrihet në shpatet veriore të vargut, mbi fshatin me të njëjtin emër, në komunën e Shtërpcës (Štrpce). Teleferikët nisin rreth 1 700 metra lartësi, dhe meqë shpatet janë të kthyera nga veriu, bora shpesh mbahet mirë edhe në pranverë. Skiatorët vijnë këtu që nga mesi i shekullit të kaluar, dhe në vitet ’80 qendra priti gara ndërkombëtare; pistat e saj të gjata e të pjerrëta kanë ende adhurues besnikë.</p>

<p>Në Shtërpcë jetojnë komunitete serbe dhe shqiptare, dhe në pista e nëpër kafene do të dëgjoni të dyja gjuhët. Tabelat rrugore i shënojnë emrat e vendeve në shqip dhe serbisht, dhe një përshëndetje në cilëndo gjuhë pritet gjithmonë mirë.</p>

<p>Bëhuni gati për një qendër më rustike se emrat e mëdhenj të Alpeve. Investimet kanë qenë të kufizuara për shumë vite, dhe teleferikët që punojnë mund të ndryshojnë nga një sezon në tjetrin. Para nisjes, pyesni akomodimin tuaj ose një shkollë skijimi vendase se çfarë është e hapur, dhe merrni pajisjet me qira në vend nëse nuk i keni tuajat.</p>

<ul>
<li><strong>Fillestarët:</strong> rezervoni një mësim dhe pyesni cilat pista ju përshtaten; disa pista janë shumë më të pjerrëta nga ç’e lë të kuptohet gjatësia e tyre.</li>
<li><strong>Skiatorët me përvojë:</strong> shpatet e hapura dhe pistat mes pemëve janë kënaqësi e vërtetë pas borës së freskët.</li>
<li><strong>Skijimi jashtë pistave dhe ski-alpinizmi:</strong> vetëm me një guidë të kualifikuar dhe pajisje për orteqe.</li>
</ul>

<h2>Si të shkoni</h2>

<p>Shumica e vizitorëve vijnë nga veriu, me makinë nga Prishtina përmes <a href="/cities/6">Ferizajt</a> dhe lart nëpër luginën e Lepencit. Nga Prizreni, rruga ngjitet përmes qafës së <a href="/destinations/7">Prevallës</a>, një rrugë malore e bukur por me shumë kthesa, që kërkon goma dimërore e ndonjëherë zinxhirë. Nga cilado anë që të vini, nisuni ditën: ditët e dimrit janë të shkurtra, dhe kushtet në rrugët më të larta mund të ndryshojnë shpejt.</p>

<h2>Përtej pistave</h2>

<p>Nuk ju duhen ski për ta shijuar dimrin këtu. <a href="/destinations/18">Parku Kombëtar “Malet e Sharrit”</a> mbron zona të gjera me pyje pishe e ahu, kullota të larta dhe liqene akullnajore si Jazhinca, që ndodhet mbi Brezovicë. Me raketa bore, edhe një qark i lehtë dyorësh nëpër pyll duket si ekspeditë e vërtetë, me gjurmë të freskëta dhe qetësi të plotë.</p>

<p>Parku është shtëpia e dhive të egra, ujqërve, arinjve dhe rrëqebullit të rrallë të Ballkanit. Ka shumë pak gjasa t’i shihni, por mund t’u dalloni gjurmët në borën e freskët. Pothuajse me siguri do të takoni qenin e famshëm të Sharrit, një ruajtës i madh e i qetë bagëtish, i rritur këtu prej shekujsh për të mbrojtur kopetë. Admirojini nga larg dhe mos iu afroni kurrë një qeni që punon pranë deleve të tij.</p>

<p>Për një ditë dimri më të qetë, vetë Prevalla ka livadhe me borë dhe restorante malore ku mund të ngroheni pranë sobës. Në perëndim, qendra e vogël e skijimit në Bogë, në luginën e Rugovës, është e dashur për familjet nga Peja.</p>

<h2>Për t’u ngrohur</h2>

<p>Ushqimi malor e tregon vlerën e vet në dimër. Kërkoni <strong>pasul</strong>, gjellë e trashë me fasule të bardha, qengj në skarë, <strong>flija</strong> të pjekur nën prush dhe <strong>djathë Sharri</strong> të fortë e të kripur, të bërë me qumështin e deleve që kullotin në këto shpate. Një gotë <em>çaj mali</em>, i zier nga bimë të egra, është mbyllja klasike e një dite të ftohtë.</p>

<h2>Siguria në borë</h2>

<ul>
<li>Merrni rroba të ngrohta me shtresa, doreza, syze dielli dhe krem dielli; dielli i dimrit është i fortë në lartësi.</li>
<li>Tregojini dikujt planet tuaja nëse largoheni nga qendra e skijimit, dhe kthehuni herët; në dimër errësira bie shpejt.</li>
<li>Kontrolloni gjendjen e rrugëve para se të nisni, dhe mbajeni depozitën me karburant.</li>
<li>Në rast urgjence, telefononi <strong>112</strong>.</li>
</ul>

<p>Një udhëtim dimëror shkon mirë me një fundjavë në Prizren ose me disa ditë në Prishtinë. Shfletoni më shumë ide te <a href="/what-to-do">gjërat për të bërë</a>, ose ndërtoni itinerarin tuaj me <a href="/plan">planifikuesin tonë të udhëtimit</a>.</p>
`;
