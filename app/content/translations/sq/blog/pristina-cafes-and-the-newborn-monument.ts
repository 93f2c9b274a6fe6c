/* sq texts of app/content/blog/pristina-cafes-and-the-newborn-monument.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Prishtina (Pristina) nuk do të ngatërrohet kurrë me një qytet kartolinash. Kryeqyteti i Kosovës u rrit shpejt dhe paksa në mënyrë kaotike, dhe silueta e tij ndërthur minare osmane, blloqe banimi të kohës socialiste dhe kulla të reja xhami. Megjithatë, shumica e vizitorëve që i kushtojnë nja dy ditë, përfundojnë duke e pëlqyer shumë, dhe arsyeja janë njerëzit e tij. Kosova ka një nga popullsitë më të reja në Evropë, dhe në Prishtinë kjo ndihet: rrugët janë plot, bisedat me zë të lartë, dhe çdo derë e dytë duket se është kafene.</p>

<p>Prandaj bëni si vendasit. Planifikojeni ditën si një shëtitje nga një kafe te tjetra.</p>

<h2>Rituali i makiatos</h2>

<p>Kafe në Prishtinë do të thotë mbi të gjitha një pije: <strong>makiatoja</strong>. Një espreso e fortë mbulohet me një kapak të trashë shkume qumështi të avulluar dhe shërbehet në filxhan të vogël ose në gotë. Porositni një <em>makiato e madhe</em> nëse e doni më të madhe, ose një <em>makiato e vogël</em> për një të vogël. Vendasit diskutojnë me orë të tëra se cila kafene e bën më të mirën, dhe me siguri e bëjnë këtë duke pirë një makiato.</p>

<p>Më e rëndësishme se pija është koha që kaloni me të. Një kafe është takim shoqëror: takimet e punës, takimet e para në dashuri, bisedat familjare dhe intervistat për punë zhvillohen të gjitha në tavolinat e kafeneve. Të rrish një orë me një filxhan të vetëm është krejt normale, dhe askush nuk ju sjell llogarinë derisa ta kërkoni. Paguani në tavolinë, dhe rrumbullakimi i shumës është një mënyrë e mirë për të thënë faleminderit.</p>

<h2>Mëngjesi: Bulevardi Nëna Terezë</h2>

<p>Nisni te <strong>Bulevardi Nëna Terezë</strong>, rruga këmbësore që përbën shtyllën kurrizore të qendrës. Në mëngjes mbushet me njerëz që shkojnë në punë dhe ndalen për kafenë e parë të ditës. Përshkojeni tërë gjatësinë e tij, pranë statujës së Skënderbeut, heroit shqiptar të shekullit XV mbi kalë, pranë ndërtesave qeveritare dhe librarive, derisa të arrini te objekti më i fotografuar i vendit.</p>

<h2>Monumenti Newborn</h2>

<p>Monumenti <strong>Newborn</strong> është një varg shkronjash gjigante që formojnë fjalën NEWBORN. I projektuar nga Fisnik Ismaili, u zbulua më 17 shkurt 2008, ditën kur Kosova shpalli pavarësinë, dhe mijëra njerëz shkruan emrat e tyre mbi të gjatë festimeve.</p>

<p>Shkronjat nuk kanë qëndruar kurrë gjatë njësoj. Rreth çdo përvjetori të pavarësisë rilyhen me një dizajn të ri, gjë që e bën monumentin një lloj vepre arti publike vjetore. Për përvjetorin e nëntë, në vitin 2017, shkronjat N dhe W u shtrinë përtokë, që monumenti të lexohej NO WALLS (pa mure), një protestë kundër mureve të çdo lloji, përfshirë regjimin e vizave që ua bënte të vështirë kosovarëve udhëtimin në Evropë. Kjo ndryshoi në janar 2024, kur qytetarët e Kosovës fituan të drejtën të udhëtojnë pa viza në zonën Shengen. Shikoni ngjyrat e tanishme dhe pyesni ndonjë vendas se çfarë kuptimi kanë; gjithmonë ka një histori.</p>

<p>Disa hapa më tutje, pranë Pallatit të Rinisë dhe Sporteve, ndodhet memoriali <strong>Heroinat</strong>: portreti i fytyrës së një gruaje i përbërë nga mijëra medalje të vogla metalike, në nder të grave që mbijetuan dhunën gjatë luftës në fund të viteve ’90. Është një vend i qetë e prekës; ndaluni aty pak para se të vazhdoni.</p>

<h2>Mesdita: biblioteka dhe katedralja</h2>

<p>Ecni deri te kampusi universitar për të parë <strong>Bibliotekën Kombëtare të Kosovës</strong>, të përfunduar në vitin 1982 dhe të projektuar nga arkitekti kroat Andrija Mutnjaković. Grumbulli i kupolave të bardha dhe rrjeta metalike që mbështjell muret e saj i ndajnë mendimet: disa e quajnë të shëmtuar, të tjerë e konsiderojnë një nga ndërtesat më origjinale në Ballkan. Të gjithë bëjnë një foto.</p>

<p>Aty pranë, <strong>Katedralja katolike e Shenjtes Nënë Tereza</strong>, e shenjtëruar në vitin 2017, nderon murgeshën që lindi në një familje shqiptare në Shkup. Pyesni në hyrje nëse kambanorja është e hapur; në një ditë të kthjellët pamja shtrihet mbi qytet deri te kodrat përtej tij.</p>

<p>Për drekë, bëni si nëpunësit e zyrave dhe gjeni një furrë për një copë <strong>pite</strong> ose <strong>burek</strong> me një gotë kos, ose uluni për qebapa në skarë me bukë dhe kajmak.</p>

<h2>Pasditja: lagjja e vjetër e çarshisë</h2>

<p>Pas drekës, drejtohuni nga pjesa më e vjetër e qytetit. <strong>Xhamia e Mbretit</strong>, e ndërtuar në vitin 1461 nën sulltan Mehmedin II, është një nga ndërtesat më të vjetra të qytetit; vizitorët janë të mirëpritur jashtë kohës së namazit, nëse vishen në mënyrë modeste dhe heqin këpucët. Aty pranë ngrihet <strong>kulla e sahatit</strong> e shekullit XIX, dhe pak më tutje arrini te <strong>Muzeu Etnologjik</strong>, një çift shtëpish familjare të periudhës osmane me ambiente të brendshme prej druri, që tregojnë si jetonin familjet më të pasura të Prishtinës nja dy shekuj më parë.</p>

<p><strong>Muzeu i Kosovës</strong>, në një ndërtesë elegante në stil austro-hungarez, përfshin arkeologjinë dhe historinë. Thesari i tij më i njohur është <em>Hyjnesha në Fron</em>, një figurë e vogël neolitike prej balte e gjetur në periferi të Prishtinës në vitin 1956, sot simbol i qytetit. Siluetën e saj do ta shihni kudo nëpër suvenire.</p>

<p>Tani e keni merituar një kafe tjetër. Rrugët përreth lagjes së vjetër dhe qendrës janë plot kafene; zgjidhni një me tarracë dhe shikoni qytetin si rrjedh.</p>

<h2>Mbrëmja: nga kafeja te koktejet</h2>

<p>Ndërsa dita shuhet, kafenetë ndërrojnë turn pa u ndier. Të njëjtat tavolina që në dhjetë të mëngjesit shërbenin makiato, në dhjetë të mbrëmjes shërbejnë birrë vendore, verë të Rahovecit dhe kokteje. Lagjet pranë bulevardit mbushen me njerëz të të gjitha moshave deri vonë, dhe atmosfera është e sigurt e miqësore. Nëse keni fatin të jeni në qytet gjatë një festivali ose koncerti, do ta gjeni gjithë qytetin nëpër rrugë.</p>

<h2>Nëse keni edhe një ditë</h2>

<ul>
<li><strong><a href="/destinations/10">Parku i Gërmisë</a></strong>, në skajin verilindor të qytetit, ka shtigje pylli, vende për piknik dhe ajër të pastër vetëm disa minuta nga qendra.</li>
<li><strong>Manastiri i Graçanicës</strong>, një kishë e shekullit XIV me pesë kupola dhe pasuri e Trashëgimisë Botërore të UNESCO-s, ndodhet pak në juglindje të qytetit.</li>
<li><strong><a href="/destinations/14">Shpella e Gadimes</a></strong>, me galeritë e mermerta dhe formacionet e brishta të kristaleve, ndodhet në jug të Prishtinës, afër Lipjanit.</li>
</ul>

<h2>Lëvizja nëpër qytet</h2>

<p>Qendra është kompakte dhe zbulohet më mirë në këmbë. Taksitë janë të lira, zakonisht rreth 2–5 € për një udhëtim brenda qytetit, dhe autobusët e qytetit kushtojnë rreth 0,40–0,50 €. Nga aeroporti, një taksi deri në qytet kushton rreth 15–20 € dhe autobusi i aeroportit rreth 3 €. <a href="/about/transport">Udhërrëfyesi ynë i transportit</a> ka hollësitë.</p>

<p>Për më shumë rreth kryeqytetit, shihni <a href="/cities/1">udhërrëfyesin tonë të Prishtinës</a>, shikoni çfarë ka në program në <a href="/events">kalendarin e ngjarjeve</a>, ose nisni t’i jepni formë udhëtimit tuaj me <a href="/plan">planifikuesin e udhëtimit</a>.</p>
`;
