/* de texts of app/content/blog/eating-your-way-through-kosovo.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Das Essen in Kosovo ist großzügig, saisonal und fast immer selbst gemacht. Im Mittelpunkt steht die albanische Hausmannskost, über die sich Jahrhunderte osmanischer und allgemein balkanischer Einflüsse gelegt haben: langsam gegarte Gerichte aus Tontöpfen, blättriges Gebäck, Gegrilltes und zu fast allem Joghurt oder Sahne. Brot steht auf jedem Tisch, die Portionen sind groß, und wenn Sie jemand zu sich nach Hause einlädt, werden Sie mehr als einmal bewirtet.</p>

<p>Hier lesen Sie, worauf Sie von Mahlzeit zu Mahlzeit achten sollten – und wo Sie das Beste davon finden.</p>

<h2>Frühstück: Burek und Pite</h2>

<p>Beginnen Sie den Tag wie die meisten Kosovaren in einer kleinen Bäckerei, die früh öffnet. <strong>Burek</strong> ist ein gerolltes Gebäck mit Hackfleischfüllung, in großen runden Blechen gebacken und in großzügige Stücke geschnitten. <strong>Pite</strong> ist sein Verwandter: hauchdünne Teigschichten, gefüllt mit weißem Käse, Spinat, Lauch oder Kürbis. Bestellen Sie nach Gewicht oder stückweise und trinken Sie ein Glas Naturjoghurt (<em>kos</em>) dazu. Das ist günstig, macht satt und ist am späten Vormittag ausverkauft – warten Sie also nicht zu lange.</p>

<h2>Das Gericht, auf das sich das Warten lohnt: Flija</h2>

<p>Wenn Sie in Kosovo nur ein traditionelles Gericht essen, dann <strong>Flija</strong>. Sie entsteht aus einem einfachen Teig aus Mehl, Wasser und Salz, der in dünnen Streifen wie die Speichen eines Rades ausgestrichen wird; zwischen die Schichten kommt Sahne. Jede Schicht wird unter einem <em>saç</em> gebacken, einem schweren Metalldeckel, auf den man heiße Glut häuft, bevor die nächste folgt. Eine ganze Flija dauert mehrere Stunden und verlangt viel Geduld. Deshalb bereiten Familien sie zu Zusammenkünften und Festen im Freien zu, vor allem in den Dörfern im Westen.</p>

<p>Das Ergebnis ist ein goldener, leicht rauchiger Fladen aus weichen Schichten. Essen Sie ihn warm mit Honig, weißem Käse, eingelegtem Gemüse oder einem Löffel Joghurt. Traditionelle Restaurants auf dem Land haben Flija oft auf der Karte, und in den Bergen rund um <a href="/destinations/5">Rugova</a> finden Sie Pensionen, die stolz auf ihre sind. Weil die Zubereitung so lange dauert, fragen Sie am Vortag, wenn Sie sie frisch gebacken möchten.</p>

<h2>Mittagessen aus dem Ofen</h2>

<p>Das Wohlfühlessen des Kosovo kommt in Tonformen aus dem Ofen. <strong>Tavë kosi</strong> ist Lamm, das in einer dicken Soße aus Joghurt und Eiern gebacken wird, bis die Oberfläche goldbraun ist; das Gericht stammt aus Elbasan in Albanien und ist in der ganzen albanischsprachigen Welt beliebt. <strong>Pasul</strong> ist ein deftiges Gericht aus weißen Bohnen, oft mit Rauchfleisch gekocht, und an kalten Tagen eine sichere Wahl. <strong>Speca me maze</strong>, in Sahne geschmorte Paprika, steht als Beilage auf vielen Tischen.</p>

<p>Vegetarier haben es leichter, als sie vielleicht denken. Pite, Bohnen, gefüllte Paprika, gegrilltes Gemüse, Salate aus Tomaten, Gurken und weißem Käse sowie die Paprikapaste <strong>Ajvar</strong> aus gerösteten Paprika ergeben ein sehr gutes Mittagessen. Im September sehen Sie vielleicht Familien, die in ihren Höfen Berge roter Paprika über offenem Feuer rösten: Dann ist Ajvar-Zeit, und die Gläser reichen den ganzen Winter.</p>

<h2>Vom Grill</h2>

<p>Jede Stadt hat ihre Grillhäuser. <strong>Qebapa</strong>, kleine Würstchen aus Hackfleisch, gibt es als Portion zu fünf oder zehn Stück mit Brot, rohen Zwiebeln und Kajmak, einem gehaltvollen Rahm. Prizren ist berühmt dafür, und ein Teller am Fluss nach dem Abendspaziergang ist ein guter Grund für einen Besuch. Halten Sie auch Ausschau nach <em>pleskavica</em>, einem großen, gewürzten Hackfleischfladen, und <em>suxhuk</em>, einer luftgetrockneten, würzigen Rindswurst. Im Westen wird frische Forelle aus den Gebirgsflüssen oft im Ganzen gegrillt.</p>

<h2>Käse und Milchprodukte</h2>

<p>Die Milchprodukte des Kosovo sind ein unaufdringlicher Höhepunkt. Das Šar-Gebirge im Süden gibt dem <strong>Sharr-Käse</strong> seinen Namen, einem festen, salzigen Schafskäse mit kräftigem Geschmack, während die Bergweiden im Westen weiche weiße Käse und reichhaltige Butter liefern. Kajmak gibt es überall. Am besten probieren Sie auf den Märkten, bevor Sie kaufen: Die Händler schneiden Ihnen gern ein dünnes Stück ab.</p>

<h2>Süßes, Kaffee und Tee</h2>

<p>Lassen Sie Platz für den Nachtisch. <strong>Trileçe</strong>, ein mit drei Sorten Milch getränkter Biskuit mit Karamellschicht, ist derzeit in jedem Café das Dessert schlechthin. Zu den älteren Klassikern gehören Baklava und Tullumba, kleine frittierte Teigfinger in Sirup.</p>

<p>Kaffee ist ein Ritual. Der kosovarische <strong>Macchiato</strong> ist ein kräftiger Espresso unter einer dicken Haube aus Milchschaum, und er befeuert jedes Gespräch von Pristina bis Gjakova. Tee kommt in kleinen tulpenförmigen Gläsern, schwarz und mit Zucker, oder als <em>çaj mali</em>, Bergtee aus wilden Kräutern, dem man nachsagt, er helfe gegen jedes Leiden.</p>

<h2>Rahovec: die Weinstadt des Kosovo</h2>

<p>Fahren Sie von Pristina nach Südwesten, und die Hügel rund um <a href="/destinations/15">Rahovec</a> (Orahovac) werden zu einem Flickenteppich aus Weinbergen. Hier wird seit Jahrhunderten Wein angebaut, und die Weinbautradition der Stadt hat die Umbrüche des zwanzigsten Jahrhunderts überstanden und ist in den letzten zwanzig Jahren wieder aufgeblüht.</p>

<p>Heute können Sie einheimische Rotweine wie Vranac neben internationalen Rebsorten probieren, dazu Weißweine wie Smederevka. Große Erzeuger wie Stone Castle stehen neben kleinen Familienkellern, in denen Ihnen der Besitzer selbst einschenkt. Die beste Zeit für einen Besuch ist die Weinlese im September und Anfang Oktober: Die Stadt feiert den neuen Jahrgang mit einem Weinlesefest, und in den Weinbergen sind überall Erntehelfer unterwegs.</p>

<ul>
<li>Melden Sie sich rechtzeitig bei einem Weingut, um eine Weinprobe zu vereinbaren; kleine Keller sind Familienhäuser, keine Besucherzentren.</li>
<li>Probieren Sie den einheimischen <strong>Raki</strong>, einen starken Traubenbrand – aber trinken Sie ihn langsam.</li>
<li>Fahren Sie nach der Weinprobe nicht selbst. Bestellen Sie ein Taxi aus Gjakova oder Prizren, oder machen Sie mit einem Fahrer einen Tagesausflug daraus.</li>
</ul>

<p>Biertrinker sollten nach Birra Peja Ausschau halten, das in der Stadt Peja im Westen gebraut und in fast jedem Café des Landes ausgeschenkt wird.</p>

<h2>Gute Manieren bei Tisch</h2>

<p>Vor dem Essen hören Sie <em>Ju bëftë mirë</em>, „Guten Appetit“, und angestoßen wird mit <em>Gëzuar!</em> Gastgeber füllen Ihren Teller immer wieder auf; lassen Sie ein wenig übrig, sagen Sie damit höflich, dass Sie satt sind. Im Restaurant sind 5–10 % Trinkgeld üblich, wenn Sie mit dem Service zufrieden sind.</p>

<p>Hunger auf mehr? Stöbern Sie in unseren <a href="/what-to-do">Aktivitäten</a> nach kulinarischen Erlebnissen, lesen Sie unseren Reiseführer zu <a href="/cities/2">Prizren</a>, oder bauen Sie mit dem <a href="/plan">Reiseplaner</a> einen Tag in Rahovec in Ihre Route ein.</p>
`;
