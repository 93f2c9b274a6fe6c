/* de texts of app/content/plan.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  budgets: {
    budget: {
      name: "Günstig",
    },
    medium: {
      name: "Mittel",
    },
    luxury: {
      name: "Luxus",
    },
  },
  monthRecommendations: {
    January: [
      {
        title: "Skifahren in Brezovica",
        description:
          "Der Hochwinter ist die Hauptzeit der Skisaison im Šar-Gebirge (Sharr). Prüfen Sie vor der Fahrt, welche Lifte in Betrieb sind.",
      },
      {
        title: "Orthodoxe Weihnachten",
        description:
          "Die serbisch-orthodoxe Gemeinschaft in Kosovo feiert Weihnachten am 7. Januar, mit Gottesdiensten in Gračanica und anderen Klöstern.",
      },
      {
        title: "Cafés und Museen in Pristina",
        description:
          "Kalte Tage sind wie gemacht für einen langen Kaffee, das Kosovo-Museum und das Ethnologische Museum in der Altstadt.",
      },
    ],
    February: [
      {
        title: "Unabhängigkeitstag, 17. Februar",
        description:
          "Pristina feiert mit Konzerten und vielen Menschen rund um das Newborn-Denkmal, das meist zum Jahrestag neu gestaltet wird.",
      },
      {
        title: "Wintersport in Brezovica",
        description:
          "Im Februar liegt meist genug Schnee; nehmen Sie Schneeketten für die Bergstraße mit.",
      },
      {
        title: "Winterspaziergänge im Germia-Park",
        description:
          "Die bewaldeten Hügel am Stadtrand von Pristina sind ein ruhiger Ort für einen Winterspaziergang, nur wenige Minuten vom Zentrum entfernt.",
      },
    ],
    March: [
      {
        title: "Letzte Abfahrten der Skisaison",
        description:
          "Wenn der Schnee reicht, bleibt Brezovica bis in den März geöffnet – mit längeren, sonnigeren Tagen auf der Piste.",
      },
      {
        title: "Prizren vor dem Ansturm",
        description:
          "Der Vorfrühling ist eine ruhige Zeit, um durch die Altstadt zu bummeln, die Moscheen zu besuchen und zur Festung hinaufzusteigen.",
      },
      {
        title: "Marmorhöhle von Gadime",
        description:
          "Ein Ausflug bei jedem Wetter, nahe Lipjan: Marmorkammern mit Stalaktiten und Heliktiten, nur eine kurze Fahrt von Pristina entfernt.",
      },
    ],
    April: [
      {
        title: "Frühlingswanderungen in Germia",
        description:
          "Frisches Grün in den Wäldern und milde Tage machen den April zu einem guten Monat für Wanderwege nahe der Hauptstadt.",
      },
      {
        title: "Ostertraditionen",
        description:
          "Katholische und orthodoxe Gemeinden feiern Ostern, meist im April, mit Gottesdiensten in Prizren, Gjakova und Gračanica.",
      },
      {
        title: "Gračanica und das römische Ulpiana",
        description:
          "Angenehmes Wetter für die Fresken des Klosters und einen Spaziergang zwischen den ausgegrabenen Ruinen des nahen Ulpiana.",
      },
    ],
    May: [
      {
        title: "Die Rugova-Schlucht in voller Blüte",
        description:
          "Die Schneeschmelze füllt den Fluss, Wildblumen bedecken die Hochweiden, und die Bergdörfer öffnen für die Saison.",
      },
      {
        title: "Kloster Visoki Dečani",
        description:
          "Frühlingslicht auf den gestreiften Marmorwänden der Kirche aus dem 14. Jahrhundert; kleiden Sie sich für den Besuch dezent.",
      },
      {
        title: "Mirusha-Wasserfälle",
        description:
          "Im Frühling führen die Fälle das meiste Wasser, und auf den Wegen ist es noch ruhig.",
      },
    ],
    June: [
      {
        title: "Lange Tage in Rugova",
        description:
          "Warmes Wetter und lange Abende für Klettersteig, Zipline und Wanderungen oberhalb von Peja.",
      },
      {
        title: "Abende in Prizren",
        description:
          "Wenn die Hitze nachlässt, füllen sich die Cafés am Fluss; steigen Sie zum Sonnenuntergang zur Festung hinauf.",
      },
      {
        title: "Die Festivalsaison beginnt",
        description:
          "In Pristina und Prizren beginnen Open-Air-Konzerte und Kulturfestivals. Schauen Sie, was während Ihres Aufenthalts los ist.",
      },
    ],
    July: [
      {
        title: "Wandern im Šar-Gebirge",
        description:
          "Brezovica wird zum Ausgangspunkt für Wanderungen, mit Wegen zu Gletscherseen und kühler Höhenluft.",
      },
      {
        title: "Musikfestivals im Sommer",
        description:
          "Im Juli und August finden große Open-Air-Konzerte und Festivals statt, viele davon in Pristina. Buchen Sie Ihre Unterkunft früh.",
      },
      {
        title: "Baden im Batllava-See",
        description:
          "Ein Stausee in grünen Hügeln nordöstlich von Pristina, an heißen Tagen beliebt zum Schwimmen und Picknicken.",
      },
    ],
    August: [
      {
        title: "DokuFest in Prizren",
        description:
          "Das internationale Dokumentar- und Kurzfilmfestival füllt jeden August die Open-Air-Kinos von Prizren.",
      },
      {
        title: "Der Hitze in die Berge entfliehen",
        description:
          "Die Dörfer der Rugova-Schlucht sind ein kühler Rückzugsort, wenn es in den Ebenen heiß ist.",
      },
      {
        title: "Diaspora-Saison: früh buchen",
        description:
          "Viele im Ausland lebende Kosovaren kommen im August nach Hause: Rechnen Sie mit vollen Straßen und Wartezeiten an den Grenzen, und buchen Sie Zimmer früh.",
      },
    ],
    September: [
      {
        title: "Weinlese in Rahovec",
        description:
          "Im September ist Lesezeit im Weinland des Kosovo; besuchen Sie Familienkeller und probieren Sie die Trauben der neuen Saison.",
      },
      {
        title: "Wandern Richtung Gjeravica",
        description:
          "Klares, beständiges Wetter ist ideal für die Höhenwege von Junik zur Gjeravica, einem der höchsten Gipfel des Kosovo, am besten mit einem einheimischen Bergführer.",
      },
      {
        title: "Der Große Basar von Gjakova",
        description:
          "Milde Tage, um den alten Basar mit seinen Handwerksläden und Cafés zu erkunden.",
      },
    ],
    October: [
      {
        title: "Herbstfarben in Rugova",
        description:
          "Die Buchenwälder entlang der Schlucht färben sich golden und rot; ein wunderschöner Monat für Spaziergänge und zum Fotografieren.",
      },
      {
        title: "Paprika- und Ajvar-Saison",
        description:
          "Überall in Kosovo rösten Familien rote Paprika, um Ajvar für den Winter zu machen – Sie riechen es in jedem Dorf.",
      },
      {
        title: "Prizren bei mildem Wetter",
        description:
          "Weniger Besucher und angenehme Temperaturen für Spaziergänge durch die Altstadt und zur Festung.",
      },
    ],
    November: [
      {
        title: "Flaggentag, 28. November",
        description:
          "Der albanische Flaggentag wird überall in Kosovo mit Fahnen, Musik und Zusammenkünften auf den Stadtplätzen gefeiert.",
      },
      {
        title: "Junger Wein in Rahovec",
        description:
          "Nach der Lese ist es in den Kellern ruhig, und Sie werden herzlich empfangen; fragen Sie nach einer Kostprobe des jungen Weins.",
      },
      {
        title: "Marmorhöhle von Gadime",
        description:
          "Ein guter Ausflug für graue Tage, unter der Erde und geschützt vor dem Wetter, nahe Lipjan.",
      },
    ],
    December: [
      {
        title: "Die Skisaison beginnt",
        description:
          "In Brezovica beginnt die Saison meist im Dezember, sobald genug Schnee gefallen ist. Prüfen Sie vorher die Bedingungen.",
      },
      {
        title: "Weihnachtsgottesdienste",
        description:
          "Katholische Gemeinden feiern am 25. Dezember, mit Messen in der Kathedrale der heiligen Mutter Teresa in Pristina und in Prizren.",
      },
      {
        title: "Silvester in Pristina",
        description: "Mit Konzerten und Feiern im Stadtzentrum wird das alte Jahr verabschiedet.",
      },
    ],
  },
  planHero: {
    title: "Planen Sie Ihr Kosovo-Abenteuer",
    subtitle:
      "Sagen Sie uns, wann Sie kommen, wie lange Sie bleiben können und was Sie lieben – wir skizzieren Ihnen eine Route: von den Cafés in Pristina bis zur Rugova-Schlucht und den alten Gassen von Prizren.",
    startPlanningLabel: "Jetzt planen",
    downloadGuideLabel: "Reiseführer herunterladen",
    infoTiles: {
      "best-time": {
        label: "Beste Reisezeit",
        value: "Mai–Okt.",
        detail: "Warmes Wetter",
      },
      "average-visit": {
        label: "Übliche Reisedauer",
        value: "4–7 Tage",
        detail: "Empfohlen",
      },
      currency: {
        label: "Währung",
        value: "Euro",
        detail: "€ – Karte in Städten, sonst bar",
      },
    },
  },
  planMeta: {
    title: "Reise planen",
    description:
      "Stellen Sie Ihre Kosovo-Reise nach Monat, Dauer, Budget und Interessen zusammen – mit Tipps zu Visum, Verkehr, Unterkunft, Reisezeit und Kultur.",
  },
  planTabs: {
    visa: {
      label: "Visum",
      title: "Visum und Einreise",
      intro:
        "Die meisten Reisenden aus Europa, Nordamerika und Australien zeigen an der Grenze einfach ihren Reisepass vor. Das sollten Sie vor der Abreise prüfen.",
      sections: {
        "visa-information": {
          heading: "Brauchen Sie ein Visum?",
          paragraphs: [
            "Staatsangehörige vieler Länder – darunter alle EU-Mitgliedstaaten, das Vereinigte Königreich, die USA, Kanada, Australien und Japan – können ohne Visum nach Kosovo reisen und bis zu 90 Tage innerhalb eines beliebigen Zeitraums von 180 Tagen bleiben.",
            "Steht Ihr Land nicht auf der Liste, beantragen Sie vor der Reise ein Visum bei einer kosovarischen Botschaft oder einem kosovarischen Konsulat. Wer bestimmte gültige Schengen-Visa oder Aufenthaltstitel besitzt, darf unter Umständen für einen kurzen Aufenthalt ohne kosovarisches Visum einreisen; klären Sie vor der Buchung, ob das für Sie gilt.",
          ],
          links: [
            {
              label: "Offizielle Bestimmungen prüfen",
            },
          ],
        },
        "passport-requirements": {
          heading: "Reisepass und Ausweis",
          items: [
            "Ihr Reisepass muss für die gesamte Dauer Ihres Aufenthalts gültig sein; manche Regierungen empfehlen einen längeren Puffer, prüfen Sie daher die Reisehinweise Ihres eigenen Landes.",
            "Bürgerinnen und Bürger von EU- und Schengen-Staaten können in der Regel auch mit dem Personalausweis einreisen.",
            "Tragen Sie Ihre Dokumente bei sich: Die Polizei kann nach einem Ausweis fragen, und Sie brauchen ihn, um eine SIM-Karte zu registrieren oder einzuchecken.",
          ],
        },
        "longer-stays": {
          heading: "Aufenthalte über 90 Tage",
          paragraphs: [
            "Wenn Sie länger als 90 Tage bleiben möchten – um in Kosovo zu arbeiten, zu studieren oder zu leben –, brauchen Sie eine Aufenthaltsgenehmigung. Stellen Sie den Antrag rechtzeitig, bevor Ihre visumfreien Tage ablaufen; die Voraussetzungen hängen vom Zweck Ihres Aufenthalts ab.",
          ],
        },
        "travelling-onwards": {
          heading: "Weiterreise nach Serbien",
          paragraphs: [
            "Serbien erkennt die Grenzen des Kosovo nicht an. Reisenden, die aus Albanien, Nordmazedonien, Montenegro oder auf dem Luftweg nach Kosovo eingereist waren, wurde bei der direkten Weiterreise nach Serbien zeitweise die Einreise verweigert. Die Regeln haben sich im Lauf der Zeit geändert; prüfen Sie deshalb die aktuellen Bestimmungen beider Länder, bevor Sie diese Route planen.",
          ],
          links: [
            {
              label: "Grenzübergänge",
            },
            {
              label: "Offizielle Bestimmungen prüfen",
            },
          ],
        },
      },
    },
    transportation: {
      label: "Verkehr",
      title: "Anreise und Unterwegssein",
      intro:
        "Fliegen Sie nach Pristina oder reisen Sie auf der Straße aus einem der Nachbarländer an. Vor Ort sind Busse günstig und fahren häufig, und mit einem Mietwagen erreichen Sie die Berge.",
      sections: {
        "getting-here": {
          heading: "Anreise",
          paragraphs: [
            "Der Internationale Flughafen Pristina „Adem Jashari“ liegt etwa 15 km vom Stadtzentrum entfernt und bietet Direktflüge aus vielen europäischen Städten. Ein Taxi ins Zentrum kostet 15–20 €, der Flughafenbus 3 €.",
            "Sie können auch nach Skopje oder Tirana fliegen und mit dem Bus oder Auto weiterreisen. Fernbusse verbinden Pristina mit Tirana, Skopje und Podgorica, und Autobahnen führen von Kosovo nach Albanien und Nordmazedonien.",
          ],
          links: [
            {
              label: "Mehr zu Anreise und Verkehr",
            },
          ],
        },
        "getting-around": {
          heading: "Unterwegs vor Ort",
          table: {
            columns: ["Verkehrsmittel", "Übliche Kosten"],
            rows: [
              [
                "Überlandbus",
                "2–10 € je nach Strecke (3–7 € zwischen den meisten größeren Städten)",
              ],
              ["Stadtbus", "0,40–0,50 € pro Fahrt"],
              ["Taxi in der Stadt", null],
              ["Flughafentaxi nach Pristina", null],
              ["Flughafenbus", null],
              ["Mietwagen", "25–50 € pro Tag"],
              ["Kraftstoff", "Etwa 1,3 € pro Liter"],
            ],
          },
        },
        driving: {
          heading: "Tipps fürs Autofahren",
          items: [
            "Tempolimits: 50 km/h innerorts, 80 km/h auf Landstraßen und 110–130 km/h auf Autobahnen.",
            "Fahren Sie stets mit Abblendlicht, und haben Sie Führerschein, Reisepass und Fahrzeugpapiere dabei.",
            "Autovermieter verlangen meist ein Mindestalter von 21–25 Jahren und eine Kaution von 100–500 €.",
            "Auf Bergstraßen brauchen Sie ab dem Spätherbst Winterreifen; fahren Sie nach Einbruch der Dunkelheit vorsichtig.",
          ],
        },
      },
    },
    accommodation: {
      label: "Unterkunft",
      title: "Übernachten",
      intro:
        "Ob familiengeführte Pension im Bergdorf oder Boutiquehotel in einem osmanischen Haus: Unterkünfte in Kosovo sind ihr Geld wert. Für Juli und August sollten Sie früh buchen.",
      sections: {
        "places-to-stay": {
          heading: "Unterkunftsarten und Preise",
          table: {
            columns: ["Art", "Preis pro Nacht", "Gut zu wissen"],
            rows: [
              [
                "Hotels",
                null,
                "Von Businesshotels in Pristina bis zu Boutiqueunterkünften in der Altstadt von Prizren",
              ],
              [
                "Pensionen",
                null,
                "Familiengeführt, oft mit Hausmannskost; die beste Wahl in Rugova und in den Dörfern",
              ],
              ["Hostels", null, "Schlafsäle und Privatzimmer in Pristina, Prizren und Peja"],
            ],
          },
        },
        "where-to-stay": {
          heading: "Wo Sie am besten wohnen",
          items: [
            "Pristina: Wohnen Sie nahe dem Mutter-Teresa-Boulevard, dann erreichen Sie im Zentrum alles zu Fuß.",
            "Prizren: In der Altstadt rund um die Steinbrücke haben Sie die Festung und die Cafés am Fluss direkt vor der Tür.",
            "Peja und Rugova: Übernachten Sie in der Stadt, wenn Sie Restaurants in der Nähe möchten, oder in einer Pension in den Bergen für Ruhe und frühe Wanderungen.",
            "Brezovica: Hotels und Chalets nahe den Pisten, am vollsten in der Skisaison.",
          ],
        },
        "booking-tips": {
          heading: "Tipps zur Buchung",
          items: [
            "Juli und August, wenn die Diaspora zu Besuch kommt, sind die vollsten Monate – buchen Sie früh.",
            "Pensionen nehmen oft nur Bargeld; fragen Sie bei der Buchung nach.",
            "Fragen Sie Ihre Gastgeber nach dem Frühstück: Hausgemachter Käse, Ajvar und frisches Brot sind oft inbegriffen.",
          ],
        },
      },
    },
    seasonal: {
      label: "Reisezeit",
      title: "Die beste Reisezeit",
      intro:
        "Kosovo hat vier ausgeprägte Jahreszeiten. Von Mai bis Oktober ist es für die meisten Reisen schön warm; der Winter gehört dem Skifahren und Städtereisen.",
      sections: {
        seasons: {
          heading: "Die Jahreszeiten im Überblick",
          table: {
            columns: ["Jahreszeit", "Monate", "Was Sie erwartet"],
            rows: [
              [
                "Frühling",
                "Apr.–Juni",
                "Mild und grün, Flüsse und Wasserfälle führen viel Wasser; Schauer sind häufig",
              ],
              [
                "Sommer",
                "Juni–Aug.",
                "Heiß und sonnig in den Ebenen, kühl in den Bergen; Festivalsaison",
              ],
              ["Herbst", "Sept.–Nov.", "Anfangs warm, dann frisch; Weinlese und Herbstfarben"],
              ["Winter", "Dez.–März", "Kalt, Schnee in den Bergen; Skifahren in Brezovica"],
            ],
          },
        },
        "best-time": {
          heading: "Die beste Zeit für Ihre Reise",
          items: [
            "Städtebesichtigungen: Frühling (April–Juni) und Frühherbst (September–Oktober).",
            "Wandern in Rugova und im Šar-Gebirge (Sharr): Juni bis September, wenn die Höhenwege schneefrei sind.",
            "Festivals: im Sommer, mit dem DokuFest in Prizren im August.",
            "Skifahren: Dezember bis März in Brezovica, je nach Schneelage.",
          ],
        },
        weather: {
          heading: "Wetter",
          paragraphs: [
            "An Sommertagen werden es in den Ebenen oft um die 25–30 °C, während die Abende in den Bergen kühl bleiben. Winternächte sind meist frostig, und Schnee kann hoch gelegene Straßen unpassierbar machen. Packen Sie zu jeder Jahreszeit Kleidung für den Zwiebellook ein.",
          ],
        },
      },
    },
    culture: {
      label: "Kultur",
      title: "Kultur und Umgangsformen",
      intro:
        "Auf ihre Gastfreundschaft sind die Menschen in Kosovo stolz. Ein paar Worte Albanisch, ein angenommener Kaffee und dezente Kleidung an religiösen Stätten bewirken viel.",
      sections: {
        language: {
          heading: "Sprache",
          paragraphs: [
            "Die meisten Menschen sprechen Albanisch, in Gebieten mit serbischer Mehrheit wie Gračanica und im Norden Serbisch. Englisch ist unter jungen Leuten und im Tourismus verbreitet, und Deutsch wird vielerorts verstanden. Mit „Faleminderit“ (danke) und „Mirëdita“ (guten Tag) ernten Sie ein Lächeln.",
          ],
          links: [
            {
              label: "Nützliche Redewendungen",
            },
          ],
        },
        hospitality: {
          heading: "Gastfreundschaft",
          items: [
            "Wenn Sie hereingebeten werden, nehmen Sie zumindest einen Kaffee oder Tee an; alles abzulehnen kann kühl wirken.",
            "Ziehen Sie beim Betreten einer Wohnung die Schuhe aus – oft bekommen Sie Hausschuhe angeboten.",
            "Gastgeber bestehen oft darauf, zu bezahlen; es ist höflich, es anzubieten, aber durchsetzen werden Sie sich selten.",
          ],
        },
        "religious-sites": {
          heading: "Besuch religiöser Stätten",
          items: [
            "Bedecken Sie in Moscheen, Kirchen und Klöstern Schultern und Knie.",
            "Frauen sollten ein Tuch mitbringen, um in Moscheen das Haar zu bedecken; alle ziehen an der Tür die Schuhe aus.",
            "Besuchen Sie Moscheen nicht während der Gebetszeiten, und fragen Sie, bevor Sie in Klöstern fotografieren.",
          ],
        },
        "coffee-culture": {
          heading: "Kaffeekultur",
          paragraphs: [
            "Kaffee hält das gesellschaftliche Leben in Kosovo zusammen. Auf den Macchiato von Pristina ist man hier stolz, Treffen aller Art finden bei einem Kaffee statt, und niemand drängt Sie zur Eile. Tee, in kleinen Gläsern serviert, ist genauso verbreitet, besonders in Prizren.",
          ],
        },
        "respectful-travel": {
          heading: "Respektvolle Gespräche",
          paragraphs: [
            "Der Krieg und die Politik sind für viele Menschen persönliche Themen. Hören Sie mehr zu, als Sie reden, und zeigen Sie keine nationalen Symbole irgendeiner Seite. Die meisten Menschen erzählen gern ihre Geschichte, wenn Sie mit echtem Interesse fragen.",
          ],
        },
      },
    },
    itineraries: {
      label: "Reiserouten",
      title: "Beispielrouten und Budgets",
      intro:
        "Kosovo ist klein genug, um in wenigen Tagen viel zu sehen. Diese Beispielrouten und Budgets helfen Ihnen bei der Planung; mit dem Reiseplaner oben stellen Sie Ihre eigene Reise zusammen.",
      sections: {
        "sample-itineraries": {
          heading: "Beispielrouten",
          paragraphs: [
            "Schätzungen, keine Angebote: die Nächte, Verpflegungstage und Überlandbusfahrten jeder Reise zu den typischen Preisen, mit denen der Reiseplaner rechnet (ein Hostelbett etwa 10 € oder ein Zimmer in Pension oder Hotel etwa 40 € pro Nacht, Essen etwa 15 € oder 20 € am Tag, eine Busfahrt etwa 5 €; die meisten Sehenswürdigkeiten kosten nichts), pro Person und ohne Flüge. Die Quellen nennt der Reiseplaner oben.",
          ],
          table: {
            columns: ["Reise", "Route", "Schätzung pro Person"],
            rows: [
              [
                "Wochenende (2 Nächte)",
                "Pristina, Gračanica, Prizren",
                "≈ 60 € günstig, ≈ 130 € Mittelklasse",
              ],
              [
                "Acht Tage (7 Nächte)",
                "Pristina, Prizren, Peja und die Rugova-Schlucht, Dečani, Gjakova, Rahovec",
                "≈ 225 € günstig, ≈ 475 € Mittelklasse",
              ],
            ],
          },
        },
        "daily-budgets": {
          heading: "Tagesbudgets",
          table: {
            columns: ["Reisestil", "Pro Tag (Schätzung)", "Woraus es sich zusammensetzt"],
            rows: [
              [
                "Günstig",
                null,
                "Ein Hostelbett und einheimisches Essen; etwa 5 € mehr für jede Überlandbusfahrt",
              ],
              [
                "Mittelklasse",
                null,
                "Ein Zimmer in Pension oder Hotel und Essen im Restaurant; etwa 5 € mehr für jede Überlandbusfahrt",
              ],
            ],
          },
        },
        "build-your-own": {
          heading: "Ihre eigene Route",
          items: [
            "Wählen Sie Pristina und Prizren als Standorte, und nehmen Sie Peja für die Berge dazu.",
            "Planen Sie für Rugova einen ganzen Tag ein – die Schlucht genießt man am besten ohne Eile.",
            "Kombinieren Sie Gjakova mit den Weingütern von Rahovec und Peja mit Dečani.",
          ],
        },
      },
    },
    practical: {
      label: "Praktisches",
      title: "Praktische Informationen",
      intro:
        "Die kleinen Dinge, mit denen eine Reise reibungslos läuft: Telefon, Geld, Steckdosen und wen Sie im Notfall anrufen.",
      sections: {
        "travel-tips": {
          heading: "Reisetipps",
          items: [
            "Kaufen Sie eine Prepaid-SIM-Karte von Vala oder IPKO: etwa 5–10 € für 5–10 GB, gültig 1–2 Wochen.",
            "Haben Sie für kleine Lokale Bargeld dabei; in Hotels und größeren Restaurants können Sie mit Karte zahlen.",
            "Geben Sie im Restaurant 5–10 % Trinkgeld, wenn Sie mit dem Service zufrieden sind.",
            "Die Netzspannung beträgt 230 V / 50 Hz, mit Steckern vom Typ C und F wie fast überall in Europa.",
            "In Kosovo gilt die Mitteleuropäische Zeit (GMT+1, im Sommer GMT+2).",
          ],
        },
        "emergency-numbers": {
          heading: "Notrufnummern",
          table: {
            columns: ["Dienst", "Nummer"],
            rows: [
              ["Allgemeiner Notruf", null],
              ["Rettungsdienst", null],
              ["Polizei", null],
              ["Feuerwehr", null],
            ],
          },
        },
        "health-and-insurance": {
          heading: "Gesundheit und Versicherung",
          paragraphs: [
            "Schließen Sie eine Reiseversicherung mit Krankenschutz ab. Apotheken (barnatore) finden Sie in jeder Stadt, und das Leitungswasser ist in den Städten im Allgemeinen trinkbar, auch wenn viele Menschen Flaschenwasser vorziehen.",
          ],
          links: [
            {
              label: "Wichtige Infos für Besucher",
            },
          ],
        },
      },
    },
  },
  plans: {
    weekend: [
      {
        title: "Stadtrundgang durch Pristina",
        description:
          "Beginnen Sie am Newborn-Denkmal, gehen Sie über den Mutter-Teresa-Boulevard zur Skanderbeg-Statue und zur Nationalbibliothek, und schlendern Sie dann durch das alte Basarviertel rund um die Kaisermoschee und den Uhrturm. Lassen Sie den Tag in einem der belebten Cafés der Stadt ausklingen.",
      },
      {
        title: "Tagesausflug nach Prizren",
        description:
          "Anderthalb Stunden mit dem Bus von Pristina: die Steinbrücke, der Shadërvan-Platz und die Sinan-Pascha-Moschee, ein steiler Aufstieg zur Festung für die Aussicht und ein Mittagessen am Fluss Lumbardhi vor der Rückfahrt.",
      },
    ],
    "5days": [
      {
        title: "Pristina entdecken",
        description:
          "Zwei entspannte Tage in der Hauptstadt: am ersten Tag das Newborn-Denkmal, die Kuppeln der Nationalbibliothek und der Mutter-Teresa-Boulevard; am zweiten Tag die Altstadt rund um die Kaisermoschee aus dem 15. Jahrhundert, der Uhrturm und das Ethnologische Museum – mit Zeit für Macchiatos und ein Abendessen mit Flija.",
      },
      {
        title: "Historisches Zentrum von Prizren",
        description:
          "Überqueren Sie die osmanische Steinbrücke über den Lumbardhi, besuchen Sie die Sinan-Pascha-Moschee und das Museum der Liga von Prizren, und steigen Sie dann zum Sonnenuntergang über den roten Dächern zur Festung hinauf. Bleiben Sie über Nacht, um die Cafés am Fluss und gegrillte Qebapa zu genießen.",
      },
      {
        title: "Abenteuer in der Rugova-Schlucht",
        description:
          "Fahren Sie westlich von Peja in die Rugova-Schlucht, wo Kalksteinwände senkrecht über dem Fluss aufragen. Wählen Sie zwischen Klettersteig, Zipline oder einer Wanderung zu den Hochweiden, und kehren Sie in einer Dorfpension auf Bergkäse und frische Forelle ein.",
      },
      {
        title: "Kloster Gračanica",
        description:
          "Etwa 10 km von Pristina entfernt liegt das serbisch-orthodoxe Kloster Gračanica aus dem 14. Jahrhundert, Teil einer UNESCO-Welterbestätte und berühmt für seine Fresken und seine Kirche mit fünf Kuppeln. Die Ruinen des römischen Ulpiana sind nur wenige Minuten entfernt.",
      },
    ],
    week: [
      {
        title: "Pristina entdecken",
        description:
          "Zwei entspannte Tage in der Hauptstadt: am ersten Tag das Newborn-Denkmal, die Kuppeln der Nationalbibliothek und der Mutter-Teresa-Boulevard; am zweiten Tag die Altstadt rund um die Kaisermoschee aus dem 15. Jahrhundert, der Uhrturm und das Ethnologische Museum – mit Zeit für Macchiatos und ein Abendessen mit Flija.",
      },
      {
        title: "Historisches Zentrum von Prizren",
        description:
          "Überqueren Sie die osmanische Steinbrücke über den Lumbardhi, besuchen Sie die Sinan-Pascha-Moschee und das Museum der Liga von Prizren, und steigen Sie dann zum Sonnenuntergang über den roten Dächern zur Festung hinauf. Bleiben Sie über Nacht, um die Cafés am Fluss und gegrillte Qebapa zu genießen.",
      },
      {
        title: "Abenteuer in der Rugova-Schlucht",
        description:
          "Fahren Sie westlich von Peja in die Rugova-Schlucht, wo Kalksteinwände senkrecht über dem Fluss aufragen. Wählen Sie zwischen Klettersteig, Zipline oder einer Wanderung zu den Hochweiden, und kehren Sie in einer Dorfpension auf Bergkäse und frische Forelle ein.",
      },
      {
        title: "Peja und das Patriarchat",
        description:
          "Besuchen Sie das Patriarchat von Peć am Eingang der Rugova-Schlucht, bummeln Sie durch den alten Basar von Peja / Peć, und fahren Sie dann etwa 15 km nach Süden zum Kloster Visoki Dečani, der größten mittelalterlichen Kirche des Balkans, deren Wände mit Fresken aus dem 14. Jahrhundert bedeckt sind.",
      },
      {
        title: "Gjakova und Rahovec",
        description:
          "Vormittags im Großen Basar von Gjakova, einem der größten alten Basare der Region, mit seinen Handwerksläden und der Hadum-Moschee; nachmittags zwischen den Weinbergen von Rahovec, der Weinhauptstadt des Kosovo, mit Weinproben in Familienkellern.",
      },
      {
        title: "Mirusha-Wasserfälle",
        description:
          "Eine Kette von Wasserfällen und grünen Becken in einer Kalksteinschlucht zwischen Klina und Malisheva, nur eine kurze Fahrt von Rahovec entfernt. Folgen Sie dem Weg entlang der Schlucht, und kühlen Sie sich an heißen Sommertagen wie die Einheimischen im Wasser ab.",
      },
      {
        title: "Bergresort Brezovica",
        description:
          "Hoch im Šar-Gebirge (Sharr) liegt Brezovica, das Skigebiet des Kosovo, mit Saison von Dezember bis März, sofern genug Schnee liegt. Im Sommer führen dieselben Hänge Wanderer zu Gletscherseen und weiten Bergkämmen mit Blick bis nach Nordmazedonien.",
      },
    ],
  },
  tripBuilderText: {
    title: "Ihr persönlicher Reiseplaner",
    intro:
      "Wählen Sie einen Monat, eine Reisedauer, ein Budget und das, was Ihnen Freude macht. Optionale Stationen erscheinen, wenn sie zu Ihren Interessen passen, und die besten Treffer rücken nach oben.",
    priceNote:
      "Eine Schätzung pro Person in Euro aus typischen Preisen, kein Angebot: Wir verkaufen nichts. Flüge sind nicht enthalten, und die Preise hängen von der Saison und Ihrer Unterkunft ab.",
  },
  tripTypes: {
    weekend: {
      name: "Wochenende",
      title: "Ein Wochenende in Pristina und Prizren",
    },
    "5days": {
      name: "5 Tage",
      title: "Fünf Tage: Städte und die Rugova-Schlucht",
    },
    week: {
      name: "Woche+",
      title: "Eine Woche oder länger quer durch Kosovo",
    },
  },
};
