# Beta Colony (nom de registre `beta-colony`), en français : comment cette édition lit les règles,
# la liste de la page d'aide aux règles (templates/games/beta_colony/rules.html), notre traduction
# de notre propre texte anglais (src/i18n/en/games/beta-colony-readings.ftl). Une paire par
# lecture : beta-colony-reading-<code>-title et -text ; les codes (D1…D41) sont les ancres de la
# page, vers lesquelles mènent les refus, et restent tels quels.
# Vocabulaire, celui de beta-colony-rules.ftl : ship = vaisseau, location = lieu, pod = module,
# crew = équipage, material = matériau, artifact = artefact, fuel = carburant, dock = s'amarrer,
# Manufactory = Manufacture, display = offre, space = case, mat = plateau, cycle card = carte de
# cycle, round = manche, cultural achievement = réalisation culturelle, supply = ravitaillement,
# CP = PC. En plus : submission = envoi, tweak = modification de dé, talon = pile. Les noms des
# statues restent aussi, entre parenthèses, en anglais, comme sur les images.

beta-colony-reading-D1-title = Un tour complet est un déplacement
beta-colony-reading-D1-text = Un déplacement dont la longueur est un multiple de 7 ramène le vaisseau à son point de départ ; il compte tout de même comme un déplacement, et le lieu est activé.

beta-colony-reading-D2-title = Les valeurs au-dessus de 6
beta-colony-reading-D2-text = Une valeur de 7 ou plus donne deux matériaux sur une lune et 3 carburants au Ridback, mais n'atteint aucune rangée d'une Manufacture.

beta-colony-reading-D3-title = Construire est obligatoire quand c'est possible
beta-colony-reading-D3-text = Dans une Manufacture, vous devez construire si une construction est permise pour la valeur que vous avez réellement utilisée ; arriver là où rien n'est possible est permis.

beta-colony-reading-D4-title = Comment les plateaux s'assemblent
beta-colony-reading-D4-text = Chaque plateau réunit le bonus de collecte et le pouvoir spécial indiqués ensemble pour lui.

beta-colony-reading-D5-title = M1 seulement sur les lunes
beta-colony-reading-D5-text = Le dé noir de M1 compte comme un 6 seulement pour collecter sur une lune, pas au Nexus.

beta-colony-reading-D6-title = Le carburant supplémentaire de M3
beta-colony-reading-D6-text = M3 ajoute un carburant seulement au Ridback et dans l'option de ravitaillement du Nexus ; jamais lors d'un amarrage ni par les bonus.

beta-colony-reading-D7-title = La paire de M4
beta-colony-reading-D7-text = Les deux matériaux identiques de M4 ne paient que le coût d'acquisition d'un module, jamais une case ni une réalisation.

beta-colony-reading-D8-title = La limite de matériaux
beta-colony-reading-D8-text = Vous ne possédez jamais plus de 10 matériaux : tout excédent est perdu, et vous ne pouvez pas jeter de matériaux par choix.

beta-colony-reading-D9-title = Les modifications de dé se déclarent d'abord (sur Turnpost)
beta-colony-reading-D9-text = La modification de dé de C1A ou de C3A fait partie de votre premier envoi de la manche et dure toute la manche.

beta-colony-reading-D10-title = Le matériau de C1B (sur Turnpost)
beta-colony-reading-D10-text = Le matériau qu'offre C1B se prend avec votre premier envoi de la manche 1.

beta-colony-reading-D11-title = L'influence de C2A
beta-colony-reading-D11-text = Au début de la manche 4, avant le lancer, chaque joueur, dans l'ordre du tour, prend l'influence de C2A lors d'une étape à part.

beta-colony-reading-D12-title = Retourner un dé
beta-colony-reading-D12-text = Retourner un dé le met sur sa face opposée : la nouvelle valeur est 7 moins l'ancienne.

beta-colony-reading-D13-title = Les compléments se font aussitôt
beta-colony-reading-D13-text = Un emplacement vidé de l'offre est complété tout de suite et un nouveau bâtiment du dessus est révélé tout de suite : une construction gratuite peut donc utiliser la nouvelle tuile.

beta-colony-reading-D14-title = Les constructions gratuites sont des décisions à part (sur Turnpost)
beta-colony-reading-D14-text = Les modules gratuits et les réalisations gratuites se choisissent dans leurs propres envois, une fois révélées les tuiles qu'ils peuvent utiliser.

beta-colony-reading-D15-title = Les bonus sont obligatoires
beta-colony-reading-D15-text = Tout bonus qui peut donner quelque chose doit être pris, et une construction gratuite possible doit être faite.

beta-colony-reading-D16-title = Les équipages des bonus vont sur des modules
beta-colony-reading-D16-text = Un équipage venu d'un bonus va sur n'importe quel module, celui de n'importe qui, y compris celui qui vient d'être construit, mais jamais sur une tuile de réalisation.

beta-colony-reading-D17-title = Les équipages se comptent en pièces
beta-colony-reading-D17-text = Les objectifs et les statues qui comptent des équipages comptent des pièces : un module qui porte deux de vos équipages compte pour 2.

beta-colony-reading-D18-title = La meilleure chaîne
beta-colony-reading-D18-text = La statue de l'Unité (Statue of Unity) compte vos équipages sur le plus grand groupe de tuiles reliées qui portent vos équipages.

beta-colony-reading-D19-title = C3C compte les modules
beta-colony-reading-D19-text = L'objectif de C3C compte vos équipages sur les modules de l'anneau extérieur, pas sur les tuiles de réalisation.

beta-colony-reading-D20-title = C3A décide pour vous
beta-colony-reading-D20-text = La défausse de C3A se fait automatiquement, et n'est sautée que si elle abaissait votre score final par la statue de l'Abondance (Statue of Plenty).

beta-colony-reading-D21-title = Le bout d'une piste
beta-colony-reading-D21-text = Une piste s'arrête à 15 ; l'influence supplémentaire dans cette colonie est perdue.

beta-colony-reading-D22-title = Construire sans équipage
beta-colony-reading-D22-text = Sans équipage restant, vous pouvez tout de même construire ; l'équipage n'est simplement pas placé.

beta-colony-reading-D23-title = Les tuiles de réalisation
beta-colony-reading-D23-text = Les tuiles de réalisation n'ont pas de couleur, ne donnent pas d'influence et séparent les groupes d'une même couleur.

beta-colony-reading-D24-title = La limite des groupes
beta-colony-reading-D24-text = La limite de 3 modules par groupe s'applique à l'intérieur d'une colonie, aux modules gratuits aussi, après toute réunion de groupes.

beta-colony-reading-D25-title = Le moins d'équipages peut être zéro
beta-colony-reading-D25-text = Pour les majorités, le plus petit nombre d'équipages se prend sur tous les joueurs, y compris ceux qui n'en ont aucun dans la colonie.

beta-colony-reading-D26-title = Le polymère sous C2B
beta-colony-reading-D26-text = Tant que C2B est active, le polymère paie n'importe quel matériau dans tout paiement, mais jamais les artefacts d'une statue ni un objectif.

beta-colony-reading-D27-title = Les artefacts paient, mais ne sont pas des matériaux
beta-colony-reading-D27-text = Un artefact paie n'importe quel matériau dans tout paiement, y compris l'unité supplémentaire de C3C, mais ne compte jamais comme un matériau.

beta-colony-reading-D28-title = La troisième colonne de C2C
beta-colony-reading-D28-text = La troisième colonne est distribuée rangée par rangée au début de la manche 4, se complète pendant le cycle 2 et est retirée après l'objectif de la manche 6 ; une pile trop courte laisse les rangées du bas sans module dans cette colonne.

beta-colony-reading-D29-title = Un module gratuit est n'importe quel module visible
beta-colony-reading-D29-text = Un module gratuit peut être n'importe quel module de l'offre, dans n'importe quelle rangée et colonne, sans rien payer.

beta-colony-reading-D30-title = Les vaisseaux à la mise en place
beta-colony-reading-D30-text = Les vaisseaux commencent sur des lieux différents, mais peuvent en partager un par la suite.

beta-colony-reading-D31-title = Des réserves illimitées
beta-colony-reading-D31-text = Les matériaux et le carburant ne s'épuisent jamais ; les 16 artefacts et les 15 équipages de chaque joueur, si.

beta-colony-reading-D32-title = Le départage
beta-colony-reading-D32-text = Les égalités se départagent par les équipages sur Victus, ce qui revient aux équipages placés, puisque les équipages ne partent jamais.

beta-colony-reading-D33-title = Le bonus de dé compte toujours
beta-colony-reading-D33-text = Activer un lieu avec son dé de bonus rapporte 1 PC même quand l'action ne donne rien d'autre.

beta-colony-reading-D34-title = L'amarrage est toujours permis
beta-colony-reading-D34-text = Vous pouvez vous amarrer même quand un déplacement est possible.

beta-colony-reading-D35-title = Les limites du carburant
beta-colony-reading-D35-text = Le carburant peut porter un dé au-dessus de 6 sans limite, mais jamais à 0 ni en dessous.

beta-colony-reading-D36-title = Du carburant sur les deux dés
beta-colony-reading-D36-text = Le carburant peut modifier les deux dés d'une même action.

beta-colony-reading-D37-title = Nebra sous C1C
beta-colony-reading-D37-text = À Nebra, le matériau supplémentaire du plateau vient avant le polymère de C1C.

beta-colony-reading-D38-title = L'activation est obligatoire
beta-colony-reading-D38-text = Après un déplacement, le lieu est toujours activé ; au Nexus, vous choisissez l'une ou l'autre option.

beta-colony-reading-D39-title = L'ordre après une construction
beta-colony-reading-D39-text = L'équipage d'un module est placé d'abord, puis viennent les points de C3C, le bonus du module et l'influence ; l'équipage d'une réalisation vient avant son bonus.

beta-colony-reading-D40-title = M2 ouvre toutes les rangées
beta-colony-reading-D40-text = Le dé noir de M2, utilisé pour activer une Manufacture, peut prendre un module dans n'importe quelle rangée ; il ne change jamais un déplacement.

beta-colony-reading-D41-title = Une réalisation gratuite est gratuite
beta-colony-reading-D41-text = Une réalisation gratuite ne coûte ni le prix de sa carte ni le matériau de la case.

## Les composants conçus pour cette édition (la liste sous « L'édition Turnpost »), un par
## élément de engine::beta_colony::readings::TURNPOST_EDITION.
beta-colony-rules-edition-orbit = l'ordre de l'orbite (sauf Nebra, juste avant la Manufacture de gauche)
beta-colony-rules-edition-colonies = la forme des colonies et la couleur de chaque case
beta-colony-rules-edition-tracks = les trois pistes d'influence
beta-colony-rules-edition-pods = l'influence et le bonus de chacun des 40 modules
beta-colony-rules-edition-achievements = les noms des réalisations culturelles et les coûts des bâtiments
beta-colony-rules-edition-goals = les PC des objectifs de cycle autres que les 8 de C3A
beta-colony-rules-edition-materials = les sept matériaux représentés sur C3A
