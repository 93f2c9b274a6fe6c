/* sq texts of app/content/blog/practical-tips-for-visiting-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Kosova është vend i lehtë për të udhëtuar, sapo t’i dini disa gjëra bazë. Distancat janë të shkurtra, njerëzit janë të gatshëm të ndihmojnë dhe anglishtja flitet gjerësisht nga kosovarët më të rinj. Ky udhërrëfyes mbledh pyetjet praktike që lexuesit tanë na bëjnë më shpesh, nga vizat te bakshishi, që t’i zgjidhni para se të mbërrini dhe kohën ta kaloni duke e shijuar udhëtimin.</p>

<h2>Hyrja dhe vizat</h2>

<p>Shtetasit e shumë vendeve mund ta vizitojnë Kosovën pa vizë deri në <strong>90 ditë</strong>, përfshirë ata të të gjitha shteteve anëtare të BE-së, të Mbretërisë së Bashkuar, të Shteteve të Bashkuara, Kanadasë dhe Australisë. Pasaporta juaj duhet të jetë e vlefshme për <strong>gjithë kohën e qëndrimit</strong>; disa qeveri këshillojnë një afat më të gjatë. Rregullat mund të ndryshojnë, ndaj kontrolloni për shtetësinë tuaj në faqen e Ministrisë së Punëve të Jashtme të Kosovës para se të udhëtoni, dhe lexoni <a href="/about/general">informacionet kryesore për vizitorët</a>.</p>

<p>Dy situata kërkojnë pak më shumë planifikim:</p>

<ul>
<li><strong>Vazhdimi i udhëtimit për në Serbi.</strong> Serbia nuk e njeh hyrjen në Kosovë përmes kufijve me Shqipërinë, Maqedoninë e Veriut apo Malin e Zi, ose përmes aeroportit të Prishtinës, si hyrje në Serbi. Nëse itinerari juaj vazhdon në Serbi, shikoni këshillat zyrtare më të fundit para se të vendosni ku të hyni dhe ku të dilni.</li>
<li><strong>Hyrja me makinën tuaj.</strong> Makinat me targa të huaja zakonisht kanë nevojë për sigurim vendor, që blihet në pikën kufitare. Mbajini dokumentet në makinë.</li>
</ul>

<h2>Paratë</h2>

<p>Kosova përdor <strong>euron</strong>, kështu që nuk keni nevojë të këmbeni para nëse vini nga eurozona. Bankomate gjeni lehtë në çdo qytet. Kartat pranohen në shumicën e hoteleve, supermarketeve dhe restoranteve më të mëdha, por paratë në dorë mbeten mbretër në furra, kafene të vogla, bujtina fshati, taksi dhe autobusë. Mbani me vete disa kartëmonedha të vogla dhe monedha.</p>

<p>Kosova është e përballueshme për standardet evropiane. Si orientim, udhëtarët me buxhet të kufizuar ia dalin me rreth 30–40 € në ditë, ndërsa me 50–80 € në ditë bëni një udhëtim të rehatshëm të nivelit mesatar. Një natë kushton rreth 10–25 € në hostel, 15–60 € në bujtinë dhe 40–150 € në hotel, varësisht nga qyteti dhe stina.</p>

<h2>Telefoni dhe interneti</h2>

<p>Prefiksi telefonik i Kosovës është <strong>+383</strong>. Kosova nuk bën pjesë në zonën “roam like at home” të BE-së, ndaj roamingu me një tarifë të BE-së mund të dalë i shtrenjtë; pyesni operatorin tuaj para nisjes.</p>

<p>Zgjidhja më e thjeshtë është një kartë SIM vendore me parapagesë. Një paketë fillestare zakonisht kushton <strong>5–10 €</strong> dhe ju jep rreth 5–10 GB internet për një deri në dy javë, mjaft për harta, mesazhe dhe oraret e autobusëve. Dy operatorët kryesorë celularë kanë dyqane në qendër të çdo qyteti; merrni pasaportën me vete, sepse karta regjistrohet në emrin tuaj. Wi-Fi ka pothuajse në çdo kafene, hotel e bujtinë.</p>

<h2>Lëvizja nëpër vend</h2>

<p>Autobusët janë shtylla kurrizore e udhëtimit në Kosovë. Ata e lidhin Prishtinën me çdo qytet të madh, shpesh disa herë në orë në linjat më të ngarkuara, dhe një biletë tipike ndërqytetëse kushton rreth <strong>3–7 €</strong>. Biletën zakonisht mund ta blini në sportelin e stacionit ose në autobus. Autobusët e qytetit në Prishtinë kushtojnë rreth 0,40–0,50 € për udhëtim.</p>

<p>Taksitë janë të lira dhe të shumta. Një udhëtim brenda qytetit zakonisht kushton <strong>2–5 €</strong>. Merrni një taksi të licencuar me taksimetër që punon, ose merreni vesh për çmimin para se të hipni. Nga aeroporti i Prishtinës, një taksi deri në qytet kushton rreth 15–20 €, ndërsa autobusi i aeroportit rreth 3 €.</p>

<p>Një makinë me qira është mënyra më e lehtë për të arritur në fshatrat malore, manastiret dhe ujëvarat. Llogaritni rreth 25–50 € në ditë, me një depozitë prej rreth 100–500 € dhe moshë minimale të shoferit nga 21 deri në 25 vjeç, varësisht nga kompania. Karburanti kushton rreth 1,3 € për litër. Kufijtë e shpejtësisë janë 50 km/h në qytete, 80 km/h në rrugët rurale dhe 110–130 km/h në autostrada. Ngisni me kujdes, kini sytë nga këmbësorët në rrugët e fshatrave dhe jini gati për borë në rrugët malore që nga fundi i vjeshtës.</p>

<p><a href="/about/transport">Udhërrëfyesi ynë i transportit</a> ka më shumë hollësi për çdo mundësi.</p>

<h2>Bakshishi dhe mirësjellja</h2>

<p>Në restorante, lini <strong>5–10%</strong> nëse jeni të kënaqur me shërbimin. Në kafene, njerëzit zakonisht e rrumbullakojnë shumën ose lënë kusurin, dhe taksistët e vlerësojnë një pagesë të rrumbullakuar.</p>

<p>Kosovarët janë të njohur për mikpritjen e tyre. Nëse ju ofrojnë kafe, çaj ose ushqim, ta pranosh është zgjedhja miqësore. Kur vizitoni xhami, kisha dhe manastire, mbulojini supet dhe gjunjët, flisni me zë të ulët dhe kërkoni leje para se të fotografoni. Tregohuni të respektueshëm në bisedat për historinë dhe politikën; të dëgjuarit mirëpritet gjithmonë.</p>

<p>Shqipja dhe serbishtja janë gjuhët zyrtare. Të rinjtë shpesh flasin mirë anglisht, dhe gjermanishtja është e përhapur, sepse shumë familje kanë të afërm në vendet gjermanishtfolëse. Ja disa fjalë shqip që ju hapin shumë dyer:</p>

<ul>
<li><em>Mirëdita</em> – përshëndetja e ditës</li>
<li><em>Faleminderit</em> – për të falënderuar</li>
<li><em>Po / Jo</em> – pohim / mohim</li>
<li><em>Sa kushton?</em> – për të pyetur për çmimin</li>
</ul>

<h2>Siguria dhe urgjencat</h2>

<p>Kosova në përgjithësi është vend i sigurt dhe mikpritës për vizitorët. Merrni masat e zakonshme që do të merrnit kudo: ruani sendet tuaja në turmë, shmangni rrugët pa ndriçim natën dhe ndiqni motin në mal. Sigurimi i udhëtimit që mbulon kujdesin shëndetësor rekomandohet fuqimisht.</p>

<p>Ruajini këta numra në telefon:</p>

<ul>
<li><strong>112</strong> – numri i përgjithshëm i urgjencës</li>
<li><strong>192</strong> – policia</li>
<li><strong>193</strong> – zjarrfikësit</li>
<li><strong>194</strong> – ambulanca</li>
</ul>

<p>Barnatore ka në çdo qytet, dhe ato mund t’ju ndihmojnë me probleme të vogla shëndetësore.</p>

<h2>Mirë të dini</h2>

<ul>
<li><strong>Zona kohore:</strong> ora e Evropës Qendrore, e njëjtë me Berlinin ose Romën.</li>
<li><strong>Rryma:</strong> 230 V me spinat standarde evropiane me dy kunja.</li>
<li><strong>Uji:</strong> uji në shishe është i lirë dhe shitet kudo.</li>
<li><strong>Oraret e punës:</strong> kafenetë hapen herët dhe mbyllen vonë; në qytetet më të vogla, shumë dyqane mbyllen më herët të dielave.</li>
</ul>

<h2>Kur të vini</h2>

<p>Pranvera (prill deri në qershor) dhe fillimi i vjeshtës (shtator dhe tetor) janë periudhat më të mira, me mot të butë për të shëtitur si nëpër qytete, ashtu edhe nëpër male. Vera (qershor deri në gusht) është e ngrohtë dhe plot festivale. Dimri (dhjetor deri në mars) sjell borë në male dhe ski në Brezovicë.</p>

<p>Gati për t’u nisur? Përdorni <a href="/plan">planifikuesin tonë të udhëtimit</a> për të ndërtuar një itinerar, dhe shfletoni faqet <a href="/about">Rreth Kosovës</a> për fakte dhe shifra.</p>
`;
