/* de texts of app/content/blog/hiking-the-rugova-gorge.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export const content = `
<p>Zehn Minuten vom Zentrum von Peja (Peć) entfernt lässt die Straße die letzten Häuser hinter sich und schlüpft in einen Spalt im Gebirge. Das ist die <strong>Rugova-Schlucht</strong>: rund 25 Kilometer Kalksteinwände, stellenweise um die tausend Meter hoch, gegraben vom Lumbardhi auf seinem Weg hinab aus den Prokletije (Albanische Alpen, albanisch Bjeshkët e Nemuna). Die Straße windet sich durch kurze Tunnel und über Brücken, und oberhalb davon liegt eines der besten Wandergebiete des Balkans.</p>

<p>Vom Autofenster aus sehen Sie die Schlucht in einer Stunde. Um sie zu verstehen, nehmen Sie sich zwei oder drei Tage Zeit.</p>

<h2>Anreise</h2>

<p>Busse von Pristina nach Peja brauchen etwa anderthalb Stunden und fahren den ganzen Tag über regelmäßig. Von Peja ist der Eingang der Schlucht eine kurze Taxifahrt entfernt; vereinbaren Sie den Preis vor der Abfahrt, wenn der Fahrer kein Taxameter benutzt. Die meisten Guides und Pensionen im Tal organisieren auch eine Abholung. Direkt am Eingang steht das Patriarchat von Peć, ein mittelalterliches Kloster und UNESCO-Welterbe, das vor oder nach Ihrer Wanderung eine Stunde wert ist. Unser <a href="/cities/3">Stadtführer Peja</a> verrät, wo Sie in der Stadt übernachten können.</p>

<h2>Leichte erste Schritte</h2>

<p>Wenn Sie nur einen Vormittag haben, gehen Sie früh, bevor der Verkehr zunimmt, den ersten Abschnitt der Schluchtstraße entlang. Unter Ihnen leuchtet der Fluss grün, Kletterer hängen in den Wänden, und die Felsen rücken schnell zusammen. Mehrere kurze markierte Pfade führen von der Straße zu Aussichtspunkten und kleinen Höhlen; einheimische Guides führen auch in die größeren Höhlen der Schlucht, die Sie nie allein betreten sollten.</p>

<p>Eine kurze Fahrt nördlich von Peja tritt beim Dorf Radavc der Weiße Drin (Drini i Bardhë) als Wasserfall aus dem Fels. Das ist ein leichter, familienfreundlicher Ausflug, der sich gut mit einem halben Tag in der Schlucht verbinden lässt, und in der Nähe liegt eine Schauhöhle.</p>

<h2>Tageswanderungen in die Hochtäler</h2>

<p>Der eigentliche Lohn liegt oberhalb der Schlucht, wo sich die Wände zu weiten Tälern mit Wiesen, Buchen- und Kiefernwäldern und verstreuten Dörfern wie Drelaj, Kuqishta und Reka e Allagës öffnen. Im Sommer treiben die Hirten ihre Herden auf die Hochweiden, und Sie kommen an Holzhütten vorbei, in denen jeden Morgen frischer Käse entsteht.</p>

<ul>
<li><strong>Kuqishta und seine Seen:</strong> Vom Dorf steigen markierte Wege durch den Wald zu kleinen Gletscherseen hinauf. In gemütlichem Tempo ist das ein ganzer Tag, mit Picknick am Wasser.</li>
<li><strong>Hajla:</strong> Der 2.403 Meter hohe Gipfel an der Grenze zu Montenegro ist der klassische Gipfel der Gegend. Die Route ist lang, bei gutem Wetter aber technisch nicht schwierig, und die Aussicht von oben reicht über drei Länder. Gehen Sie mit einem Guide, es sei denn, Sie sind im Umgang mit Karte und Kompass erfahren.</li>
<li><strong>Von Dorf zu Dorf:</strong> Zwei oder drei Dörfer auf einer Streckenwanderung zu verbinden und sich abholen zu lassen, ist eine einfache Möglichkeit, viel zu sehen, ohne denselben Weg zurückzugehen.</li>
</ul>

<p>Rugova ist außerdem eine Etappe der <strong>Peaks of the Balkans</strong>, eines Fernwanderwegs von rund 190 Kilometern, der als Rundweg durch Kosovo, Albanien und Montenegro führt. Für die ganze Runde brauchen Sie etwa zehn Tage bis zwei Wochen. Da der Weg in den Bergen Grenzen überquert, müssen Wanderer vorab Genehmigungen für den Grenzübertritt beantragen; erkundigen Sie sich rechtzeitig vor der Reise bei einem örtlichen Anbieter nach dem aktuellen Verfahren.</p>

<h2>Der Klettersteig: klettern, ohne Kletterer zu sein</h2>

<p>Ein Klettersteig, italienisch Via ferrata, „eiserner Weg“, ist eine Kletterroute mit einem Stahlseil, das am Fels verankert ist, dazu Trittbügel, Leitern und manchmal Brücken. Sie tragen einen Klettergurt mit zwei Sicherungsarmen, klinken sich ins Seil ein und bewegen sich daran entlang, ohne sich je auszuklinken. So gelangen auch Menschen ohne Klettererfahrung an Orte, für die man sonst Seile und jahrelange Übung braucht.</p>

<p>In der Rugova-Schlucht gibt es mehrere Routen, alle nahe Peja. Die leichteren sind ein guter Einstieg: eine Mischung aus Quergängen über dem Fluss und kurzen senkrechten Abschnitten, zum Schluss ein Abstieg zu Fuß durch den Wald. Die schwierigste Route ist ein deutlich ernsthafteres Unterfangen – mehrere Stunden lang und über eine lange Hängebrücke hoch über der Schlucht. Wählen Sie eine Route, die zu Ihrer Fitness und Ihrer Schwindelfreiheit passt, nicht zu Ihrem Ehrgeiz.</p>

<ul>
<li>Gehen Sie Ihren ersten Klettersteig mit einem zertifizierten Guide; Guides in Peja stellen Helm, Klettergurt und Klettersteigset.</li>
<li>Verwenden Sie nie eine selbst gebastelte Konstruktion oder ein einfaches Seil; im Fall eines Sturzes schützt Sie der Falldämpfer des Klettersteigsets.</li>
<li>Tragen Sie Schuhe mit fester Sohle und nehmen Sie Handschuhe, Wasser und eine leichte Jacke mit.</li>
</ul>

<p>Noch nicht bereit zum Klettern? Eine rund 700 Meter lange Seilrutsche nahe dem Eingang der Schlucht bietet Ihnen dieselbe Aussicht in einer Minute – und für alle, die bereit sind, hat die Schlucht Dutzende eingebohrter Sportkletterrouten.</p>

<h2>Beste Reisezeit</h2>

<p>Die Hauptwandersaison reicht von Ende Mai bis Oktober. Der Juni bringt Wildblumen und lange Tage; Juli und August sind in Peja warm, in der Höhe aber angenehm, allerdings mit dem Risiko nachmittäglicher Gewitter – brechen Sie also früh auf. September und Oktober sind für viele die schönsten Monate, mit beständigem Wetter und Buchenwäldern, die sich kupfern und golden färben. Ab November schließt der Schnee die höheren Wege, und im Tal beginnt der Wintersport, mit einem kleinen Skigebiet in Boge.</p>

<h2>Übernachten</h2>

<p>Verbringen Sie mindestens eine Nacht in einer Pension im Dorf. Die Zimmer sind einfach und warm, und zum Abendessen gibt es meist selbst gebackenes Brot, Käse von den eigenen Tieren der Familie, Gemüse aus dem Garten und, wenn Sie vorher fragen, eine unter der Glut gebackene Flija. Die Gastgeber kennen die Wege besser als jede Karte und können Ihnen sagen, wie das Wetter morgen voraussichtlich wird.</p>

<h2>Sicher unterwegs</h2>

<ul>
<li>In den Hochtälern ist der Mobilfunkempfang lückenhaft. Sagen Sie Ihren Gastgebern, welche Route Sie gehen und wann Sie zurück sein wollen.</li>
<li>In den Bergen schlägt das Wetter schnell um. Nehmen Sie warme Schichten, eine Regenjacke und mehr Wasser mit, als Sie zu brauchen glauben.</li>
<li>Halten Sie großen Abstand zu Hütehunden, die Herden bewachen; gehen Sie ruhig um die Herde herum und rennen Sie nie.</li>
<li>Im Notfall wählen Sie die <strong>112</strong>.</li>
</ul>

<p>Mehr über das Tal finden Sie auf unserer <a href="/destinations/5">Reisezielseite zu Rugova</a>. Stöbern Sie in weiteren <a href="/what-to-do">Outdoor-Aktivitäten</a>, oder bauen Sie Rugova mit dem <a href="/plan">Reiseplaner</a> in eine längere Route ein.</p>
`;
