import { stayCategories } from "./stays";
import { VENUE_TRADE_RE, venueWordOf } from "./venue";
import { WEDDING_SUPPLIER_RE, weddingCraftOf, weddingNearby, weddingWordOf } from "./wedding-supplier";
import { WORKSPACE_TRADE_RE, workspaceCategories, workspaceWordOf } from "./workspace";
import { formatCount, joinWords } from "./words";
import { funeralWordOf } from "./funeral";
import { inReadersEnglish } from "./other-languages";
/**
 * What a local business is, read from its own words: its trade and the places around it. Shared by
 * the reading of the answers, the built-in planner (profile, ideas) and the toolkit text. Pure.
 */

/** "Hebden Bridge, West Yorkshire (with Mytholmroyd, Todmorden…" → "Hebden Bridge, West Yorkshire". */
export function shortPlace(place: string): string {
  return place.replace(/\s*\(.*$/, "").replace(/[\s,;…]+$/, "").trim();
}

/** The first part of a local place: "Croix-Rousse, Lyon" → "Croix-Rousse". */
export function neighbourhoodOf(place: string): string {
  const [first = ""] = shortPlace(place).split(",");
  return first.trim();
}

/**
 * The words of a home service done on a round in the customer's home: house cleaning and maid
 * services, window and gutter cleaning, lawn care, pool cleaning. A dry cleaner is a shop.
 */
export const HOME_ROUND =
  /\b((?:house |home |window |gutter |pool |carpet )?cleaners?|(?:home|house|residential|window|gutter|pool|carpet|move-out|move-in|end of tenancy) cleaning|maid services?|maids|lawn (?:care|mowing)|pool (?:service|maintenance)|pressure washing)\b(?<!\bdry cleaners?)/;

/**
 * A car repair garage in its owner's words: "an independent car repair garage", "auto repair shop",
 * "MOT centre". A bare "garage" is not enough: makers work from theirs, and a garage gym is a gym.
 */
export const GARAGE_TRADE_RE =
  /\b((?:car|auto|motor|vehicle) (?:repair|service|servicing|maintenance)(?: (?:garage|centre|center|shop|workshop))?|(?:independent|family[- ]run|local|village) (?:car |motor )?garage|auto (?:repair|body)(?: shop)?|(?:car|auto) mechanics?|mot (?:centre|center|test(?:ing)? (?:centre|station)))\b/;

/** Lines written for shops and salons that a garage's drivers would not act on. */
export const GARAGE_MISFITS =
  /\bstamp cards?\b|\bgift vouchers?\b|\bby the till\b|\bbest sellers\b|\btastings?\b|\bin the chair\b|\bhaircuts?\b|\bstaff perk cards?\b|\bmarket stall\b|\bfirst cut\b/i;

/**
 * A bicycle repair workshop in its owner's words: "a bike repair workshop", "cycle repairs", "an
 * e-bike servicing shop", "bike mechanic". A shop that mainly sells bikes is a shop; a bike tour is a tour.
 */
export const CYCLE_TRADE_RE =
  /\b((?:bicycle|bike|cycle|e-?bike) (?:repairs?|servicing|service|mechanics?|maintenance)(?: (?:shop|workshop|business|centre|center|studio))?|(?:bicycle|bike|cycle) workshop)\b/;

/** Lines written for shops, salons and cafés that a bike workshop's riders would not act on. */
export const CYCLE_MISFITS =
  /\bstamp cards?\b|\bgift vouchers?\b|\bby the till\b|\bbest sellers\b|\btastings?\b|\bin the chair\b|\bhaircuts?\b|\bstaff perk cards?\b|\bfirst cut\b|\blook and feel their best\b/i;

/**
 * A car dealer in its owner's words: "an independent used-car dealer", "a car dealership", "we sell used
 * cars", "pre-owned vehicles", "a car supermarket". Software for dealers is software, not a kind of local shop.
 */
export const DEALER_TRADE_RE =
  /\b((?:independent |family[- ]run |local )?(?:used|second[- ]hand|pre-owned|quality used)[- ](?:car|vehicle|van)s? (?:dealer(?:ship)?|sales|lot|centre|center|specialist)s?|(?:car|motor|vehicle|van) (?:dealer(?:ship)?|supermarket)s?|(?:sell|selling|sells) (?:used|second[- ]hand|pre-owned) (?:cars|vehicles|vans))\b/;

/** Lines written for shops, salons and cafés that a car buyer would not act on. */
export const DEALER_MISFITS =
  /\bstamp cards?\b|\bgift vouchers?\b|\bby the till\b|\bbest sellers\b|\btastings?\b|\bin the chair\b|\bhaircuts?\b|\bstaff perk cards?\b|\bmarket stall\b|\bfirst cut\b|\byearly service is due\b/i;

/** How a dealer's plan reaches its goal, after "the goal is to grow revenue, by". */
export const DEALER_STRATEGY =
  "winning the buyer's trust before the test drive and keeping it after the sale: listings that name every fault and link the car's history, a price with its reasons instead of a haggle, and a call after every sale, so more buyers come on your name and fewer sales depend on a paid listing";
export const DEALER_FOCUS = "Sales: enquiries, test drives and cars sold, counted every Friday by where each buyer first saw the car, with what the listing sites cost per sale";

/**
 * A self-storage business in its owner's words: "a self-storage site", "storage units", "container storage",
 * "lock-ups to rent", "a storage facility", wine, document, boat and caravan storage. A removals company that also
 * stores, software for storage operators and a warehouse are not (storageWordOf).
 */
export const STORAGE_TRADE_RE =
  /\b(self[- ]storage(?: (?:site|facility|facilities|centre|center|units?|containers?|business|company|yard))?|self[- ]store|(?:storage|shipping) containers? (?:to (?:rent|let|hire)|for (?:rent|hire))|(?:steel |secure |drive-up )?storage (?:units?|facility|facilities|centre|center|yard|site)|container storage|(?:wine|document|archive|boat and caravan|caravan and boat|caravan|boat|rv|business) storage|lock-?ups? (?:to (?:rent|let|hire)|for (?:rent|hire))|garages? to (?:rent|let))\b/;

/** The trade of a self-storage business, when its words name one that is the business itself; null otherwise. */
export function storageWordOf(lower: string): string | null {
  const m = STORAGE_TRADE_RE.exec(lower);
  if (!m) return null;
  // A removals company that stores too, software or a marketplace for storage, a coworking space with lockers.
  if (/\bremovals?\b|\bmovers\b|\bman (?:and|with a) van\b|\b(?:apps?|platform|software|saas|api|marketplace|directory|comparison (?:site|website))\b|\bcoworking\b|\bco-working\b|\blettings?\b|\bletting agen/.test(lower.slice(0, Math.max(m.index, 200)))) return null;
  return m[1] ?? null;
}

/** Lines written for shops, salons, cafés and home services that a storage customer would not act on. */
export const STORAGE_MISFITS =
  /\bstamp cards?\b|\bgift vouchers?\b|\bby the till\b|\bbest sellers\b|\btastings?\b|\bin the chair\b|\bhaircuts?\b|\bstaff perk cards?\b|\bmarket stall\b|\bfirst cut\b|\byearly service is due\b|\bregulars?\b|\blook and feel their best\b/i;

/** How a storage site's plan reaches its goal, after "the goal is to grow revenue, by". */
export const STORAGE_STRATEGY =
  "being the storage people find, believe and can book in the week they need it (a Google profile with real photos, every unit size with its full price, a size guide and booking online), being the name the removals firms, estate agents and builders give first, making the move-in easy, and keeping each customer longer with a monthly rate that rewards staying and a price that never jumps after a bait offer";
export const STORAGE_FOCUS = "Move-ins: enquiries, bookings and units let, counted every Friday by where each customer found you, with how many moved out and how long they stayed";

/**
 * A farm people visit in its owner's words: "pick-your-own strawberries", "PYO", "a pumpkin patch", "a farm
 * park", "a Christmas tree farm", "a lavender farm", "U-pick", "a farm shop", "a farm stand". A veg box sent from
 * a farm, a farm's wedding barn and a restaurant's farm-to-table menu name none of these.
 */
export const FARM_TRADE_RE =
  /\b(pick[- ]your[- ]own|pyo|u-?pick|you[- ]pick|pumpkin (?:patch(?:es)?|picking|fields?)|farm parks?|open farms?|petting farms?|christmas tree farms?|lavender farms?|sunflower (?:farms?|fields?)|farm shops?|farm stands?|farm stalls?)\b(?! (?:suppliers?|stockists?|wholesale))/;

/** Lines written for shops, offices and cafés in town that a farm's visitors would not act on. */
export const FARM_MISFITS =
  /\bstaff perk cards?\b|\bstamp cards?\b|\bmarket stall\b|\bweekend market\b|\blocal fair\b|\bholiday pre-orders\b|\bfor regulars\b|\bin the chair\b|\bhaircuts?\b|\bfirst cut\b/i;

/** How a farm's plan reaches its goal, after "the goal is to grow revenue, by". */
export const FARM_STRATEGY =
  "bringing families on the days the crop is ready and the weather holds, not after it is over: a 'what's ready to pick today' update each picking morning, a rain rule said by 8am, weekday visits for grandparents, childminders and schools, and a list kept by season so the people who came for one crop come back for the next and for the farm shop all year";
export const FARM_FOCUS = "Visitors: picking tickets or cars each day, weekdays and weekends counted apart, the people on the seasons list, and farm shop takings by month, counted every Friday";

/** What a farm's visitors pick, in the founder's words: "strawberries, raspberries and pumpkins"; and what else is open to them. */
export function farmWords(text: string): { pick: string; shop: string; cafe: string; store: string; once: string; boxes: string } {
  const crops: string[] = [];
  for (const m of text.matchAll(/\b(strawberr(?:y|ies)|raspberr(?:y|ies)|blueberr(?:y|ies)|blackberr(?:y|ies)|gooseberr(?:y|ies)|tayberr(?:y|ies)|cherr(?:y|ies)|apples?|plums?|pumpkins?|sweetcorn|sunflowers?|tulips?|lavender|christmas trees?|asparagus)\b/gi)) {
    const word = m[1]!.toLowerCase().replace(/rry$/, "rries").replace(/^(apple|plum|pumpkin|sunflower|tulip|christmas tree)$/, "$1s").replace(/^christmas/, "Christmas");
    if (!crops.includes(word)) crops.push(word);
  }
  // "The farm shop", "the farm stand": what is open between the picking seasons.
  const store = `farm ${/\bfarm (stand|stall)/i.exec(text)?.[1]?.toLowerCase() ?? "shop"}`;
  const cafe = /\b(tea ?rooms?|caf[eé]s?|coffee shop)(?![a-z])/i.exec(text)?.[1]?.toLowerCase().replace(/^tearoom/, "tea room").replace(/s$/, "");
  // What families pick in the summer: pumpkins and Christmas trees have their own season, named apart.
  const summer = crops.filter((c) => !/^(?:pumpkins|Christmas trees)$/.test(c));
  const picked = summer.length ? summer : crops;
  const pick = picked.length ? joinWords(picked.slice(0, 4)) : "the crop";
  const pumpkins = crops.includes("pumpkins");
  const boxes = [...(summer.length ? [`${summer.length === crops.length ? "Picking" : "Summer picking"} (${joinWords(summer.slice(0, 4))})`] : []), ...(pumpkins ? ["Pumpkins"] : []), crops.includes("Christmas trees") ? "Christmas trees" : "Christmas", `The ${store}, once a month`];
  return { pick, shop: cafe ? `the ${store} and the ${cafe}` : `the ${store}`, cafe: cafe ?? "picnic area", store, once: pumpkins ? "pumpkin" : "once-a-year", boxes: boxes.join("   ☐ ") };
}

/** A local business's trade, read from its pitch: what it is and who sits around it. */
export type LocalTrade = {
  trade: "food" | "beauty" | "health" | "fitness" | "retail" | "service" | "pet" | "events" | "lessons" | "stay" | "workspace" | "tour" | "venue" | "motor" | "cycle" | "funeral" | "dealer" | "storage" | "farm";
  /** The word the founder used: "bakery", "salon", "clinic". */
  shop: string;
  /** What people come in for. */
  goods: string;
  /** Businesses nearby that serve the same people without competing. */
  nearby: string;
  /** Who could put the business "on their menu". */
  hosts: string;
  /** What a regular's friend gets on a first visit. */
  treat: string;
  /** The business goes to its customers (a plumber, a mobile hairdresser): no shop, till or window. */
  mobile: boolean;
  /**
   * Google Business Profile categories a stranger would search for, main one first ("Hardware store",
   * then "Paint store, Garden center, Key duplication service"), when the trade's word gives them.
   */
  categories?: { main: string; more: string };
};

const TRADES: { trade: LocalTrade["trade"]; re: RegExp; goods: string; nearby: string; hosts: string; treat: string; mobile?: boolean }[] = [
  {
    // A funeral director or funeral home: families choose within days of a death, on trust (plan-quality/funeral.ts).
    trade: "funeral",
    re: /\b(funeral (?:directors?|homes?|parlou?rs?|celebrants?|officiants?)|(?:(?:civil|humanist|independent|interfaith) (?:celebrants?|officiants?)|independent ministers?)(?=[\s\S]{0,200}\b(?:funerals?|memorials?)\b)|undertakers?|direct cremations?)\b/,
    goods: "funerals",
    nearby: "the hospices, care homes, churches and chapels nearby",
    hosts: "the hospices, care homes and places of worship nearby",
    treat: "a printed copy of your practical guide",
  },
  {
    // A venue hired for weddings and events: couples book it once after a show-round (plan-quality/venue.ts).
    trade: "venue",
    re: VENUE_TRADE_RE,
    goods: "weddings and events",
    nearby: "the wedding photographers, planners, florists and caterers nearby",
    hosts: "the wedding planners and suppliers who work in the area",
    treat: "a thank-you when a couple they send books a date",
  },
  {
    // A coworking space, shared studios or a maker space: members join by the month (plan-quality/workspace.ts).
    trade: "workspace",
    re: WORKSPACE_TRADE_RE,
    goods: "desks and meeting rooms",
    nearby: "the cafés, gyms and lunch places members use",
    hosts: "the meetups, freelancer groups and start-up programmes nearby",
    treat: "a free day for the friend and money off the member's next month",
  },
  {
    // A tour or a trip sold to visitors: they are in town for a few days and book on a phone (plan-quality/tours.ts).
    trade: "tour",
    re: /\b((?:walking|food|wine|bike|cycling|kayak|street[- ]art|ghost|tuk[- ]tuk|segway|sightseeing) tours?|boat trips?|guided walks?|food walks?)\b/,
    goods: "tours",
    nearby: "the hotels, hostels and guest houses near your meeting point",
    hosts: "the front desks of the hotels, hostels and guest houses where your guests stay",
    treat: "a printed map of the route with the guide's favourite places to eat",
  },
  {
    // A place guests stay the night: they come from far away and book months ahead (plan-quality/stays.ts).
    trade: "stay",
    re: /\b(guest ?house|b ?& ?b|bed and breakfast|(?:boutique|small|family[- ]run|country) hotel|hostel|bunkhouse|holiday (?:cottage|let)|glamping|campsite|caravan park)\b/,
    goods: "stays",
    nearby: "the walking guides, boat trips, restaurants and distilleries nearby",
    hosts: "the guides, boat-trip operators and workshop leaders your guests already book",
    treat: "a packed lunch or a late checkout on their next stay",
  },
  {
    // Home services on a round (house cleaning, windows, lawns, pools, gutters): done in the customer's
    // home on a schedule, sold on trust and on the neighbours who already have them.
    trade: "service",
    re: HOME_ROUND,
    goods: "cleans",
    nearby: "the realtors, property managers and apartment leasing offices nearby",
    hosts: "the realtors, property managers and apartment leasing offices nearby",
    treat: "a credit off a friend's first clean",
    mobile: true,
  },
  {
    // A self-storage site: people look for storage only in the week a move, a death, a divorce or a building job
    // makes them, pick from the first page of search results, and stay months longer when the price stays honest.
    trade: "storage",
    re: STORAGE_TRADE_RE,
    goods: "storage units",
    nearby: "the removals firms, estate and letting agents, builders and kitchen fitters nearby",
    hosts: "the removals firms, estate and letting agents and solicitors nearby",
    treat: "a thank-you when someone they send moves in",
  },
  {
    // A farm people visit (pick-your-own, a pumpkin patch, a farm park, a farm shop with a café): families come
    // on the days the crop is ready and the weather holds, once a season unless something brings them back.
    trade: "farm",
    re: FARM_TRADE_RE,
    goods: "the fruit, the veg and a day out",
    nearby: "the campsites, holiday lets, B&Bs, nurseries and attractions nearby",
    hosts: "the nurseries, childminders, schools and campsites nearby",
    treat: "a drink in the tea room on a friend's first visit",
  },
  {
    // A used-car dealer: buyers browse the listings for weeks, distrust dealers and haggle, and come back
    // (and send friends) only when the car held up and the dealer answered the phone after the sale.
    trade: "dealer",
    re: DEALER_TRADE_RE,
    goods: "cars",
    nearby: "the garages, car washes and driving schools nearby",
    hosts: "the driving schools, garages and employers nearby",
    treat: "a thank-you when a friend they send buys a car",
  },
  {
    // A car repair garage: drivers bring the car in when a test or a service is due or a warning light
    // comes on, dread being overcharged, and stay for years with a garage that shows them the fault.
    trade: "motor",
    re: GARAGE_TRADE_RE,
    goods: "services and repairs",
    nearby: "the tyre shop, the car wash, the driving schools and the car parts shop nearby",
    hosts: "the driving schools, taxi firms and small businesses with vans nearby",
    treat: "a free check before a friend's next test",
  },
  {
    // A bike repair workshop: riders put the service off until spring and then all want their bike back at
    // once; they stay with a mechanic who shows them the worn part and keeps to the price.
    trade: "cycle",
    re: CYCLE_TRADE_RE,
    goods: "services and repairs",
    nearby: "the cafés riders stop at, the trail centre and the outdoor shops nearby",
    hosts: "the cycling clubs, ride groups and workplaces whose staff cycle in",
    treat: "a free safety check on a friend's bike",
  },
  {
    trade: "service",
    re: /\b(plumber|plumbing|electrician|heating engineer|gas engineer|builder|roofer|carpenter|joiner|locksmith|handyman|painter and decorator|decorator|gardener|landscaper|tree surgeon|chimney sweep|pest control|mobile (?:hairdresser|mechanic))\b/,
    goods: "jobs",
    nearby: "the hardware shop, the builders' merchant and the estate agents nearby",
    hosts: "the hardware shop, the estate agents and the holiday-let managers nearby",
    treat: "a small discount on a neighbour's first job",
    mobile: true,
  },
  {
    // Wedding and event suppliers (photographers, DJs, bands, celebrants, cake makers…): booked once, months
    // ahead, on trust built from real weddings shown in full, venues and planners (plan-quality/wedding-supplier.ts).
    trade: "events",
    re: WEDDING_SUPPLIER_RE,
    goods: "weddings",
    nearby: "the wedding venues, planners, florists and caterers nearby",
    hosts: "the wedding venues and planners nearby",
    treat: "a thank-you gift when a couple they send books a date",
    mobile: true,
  },
  {
    // Lessons and tuition: chosen on a trial lesson, a teacher's name among parents and a slot after school.
    trade: "lessons",
    re: /\b((?:piano|music|guitar|violin|cello|viola|flute|clarinet|saxophone|trumpet|drum|drums|singing|voice|keyboard|harp|ukulele|language|french|spanish|german|italian|english|maths?|science|swimming|driving|art|drawing|painting|chess|coding) (?:lessons?|teacher|tutor|tutoring|tuition|instructor)|(?:private |home )?tutor(?:ing)?|tuition|driving instructor|(?:dance|ballet|tap|street dance|gymnastics|karate|judo|taekwondo|martial arts|drama|theatre) (?:classes|class|school|academy|lessons?)|(?:language|english|spanish|french|german|italian|portuguese|japanese|mandarin|chinese|arabic) (?:classes|class|school|academy|courses?)|(?:children's|kids'?) (?:dance|ballet|gymnastics|drama) (?:classes|class))\b/,
    goods: "lessons",
    nearby: "the schools, the library, the community centre and the clubs nearby",
    hosts: "the schools, the library and the community centre",
    treat: "a free taster lesson for a friend",
  },
  {
    // Grooming, walking and sitting are booked like a salon's chair: a diary with busy and quiet days.
    trade: "pet",
    re: /\b(dog groom(?:er|ing)|pet groom(?:er|ing)|mobile groomer|groomer|dog walk(?:er|ing)|pet sitt(?:er|ing)|dog sitt(?:er|ing)|doggy day ?care|dog daycare)\b/,
    goods: "appointments",
    nearby: "the pet shops, vets, dog trainers and doggy daycares nearby",
    hosts: "the vets, pet shops and dog trainers nearby",
    treat: "a free nail trim or teeth clean on a friend's dog's first visit",
  },
  {
    // A phone, tablet or laptop repair shop: people come the moment something breaks and want it back today (plan-quality/device-repair.ts).
    trade: "retail",
    re: /\b((?:(?:mobile |cell )?phone|iphone|tablet|laptop|computer|console|device|screen)(?:,? (?:and |& )?(?:(?:mobile |cell )?phone|tablet|laptop|computer|console|device)s?)* repairs? (?:shop|store|centre|center|specialists?))\b/,
    goods: "repairs",
    nearby: "the schools, colleges, offices and phone shops nearby",
    hosts: "the schools, colleges and offices nearby",
    treat: "a free screen protector fitted on a friend's first repair",
  },
  {
    // A tattoo or piercing studio: clients book an artist for a style, when the books open (plan-quality/tattoo.ts).
    trade: "beauty",
    re: /\b(tattoo(?:ing)? and (?:body )?piercing (?:studio|shop|parlou?r)|tattoo (?:studio|shop|parlou?r)|piercing studio)\b/,
    goods: "tattoos",
    nearby: "the independent shops, galleries, plant shops and illustrators nearby",
    hosts: "the independent shops, galleries and cafés whose customers like the work",
    treat: "first pick of the next flash sheet for a friend",
  },
  {
    trade: "beauty",
    re: /\b(hair salon|hair studio|salon|barber(?:shop)?|hairdresser|nail (?:bar|studio)|beauty (?:salon|studio)|spa)\b/,
    goods: "appointments",
    nearby: "the boutiques, the yoga studio, the wedding venues and the photographers nearby",
    hosts: "the gyms, boutiques and wedding venues nearby",
    treat: "a free treatment add-on on a friend's first visit",
  },
  {
    // A food truck or cart: no shop, a weekly round of spots and often catering (plan-quality/mobile-food.ts).
    trade: "food",
    re: /\b(food[- ]?trucks?|food[- ]?carts?|coffee carts?|street[- ]food stalls?|taco trucks?)\b/,
    goods: "street food",
    nearby: "the breweries, office parks and markets where you park",
    hosts: "the breweries and office parks where you park",
    treat: "a free drink with a friend's first order",
  },
  {
    trade: "food",
    re: /\b(bakery|boulangerie|patisserie|pâtisserie|café|cafe|coffee shop|restaurant|bistro|deli|pizzeria|butcher|cheese shop|ice[- ]cream shop|bar|pub)\b/,
    goods: "bread and pastries",
    nearby: "the florist, the wine shop, the cheese shop and the school's parents' association",
    hosts: "the cafés, delis and offices nearby",
    treat: "a free pastry or coffee on a friend's first visit",
  },
  {
    trade: "health",
    re: /\b(clinic|dental practice|dentist|physio(?:therapy)?|osteopath|optician|pharmacy|practice)\b/,
    goods: "appointments",
    nearby: "the pharmacy, the gyms and the sports clubs nearby",
    hosts: "the gyms, sports clubs and employers nearby",
    treat: "a small welcome gift on a friend's first visit",
  },
  {
    trade: "fitness",
    re: /\b(gym|yoga studio|pilates studio|climbing (?:gym|wall)|dance studio|studio)\b/,
    goods: "classes",
    nearby: "the sports shops, cafés and physios nearby",
    hosts: "the offices, physios and sports shops nearby",
    treat: "a free class for a friend",
  },
  {
    // A hardware shop (an ironmonger's): paint, tools and gas for the house, the garden and the holiday home.
    trade: "retail",
    re: /\b(hardware (?:shop|store)|ironmonger(?:'s|s|y)?)\b/,
    goods: "paint and tools",
    nearby: "the builders' merchant, the garden centre and the estate agents nearby",
    hosts: "the holiday-let managers, caretakers and estate agents nearby",
    treat: "a free key cut or a small welcome gift on a friend's first order",
  },
  {
    trade: "retail",
    re: /\b(bookshop|bookstore|florist|boutique|shop|store|market stall)\b/,
    goods: "what you sell",
    nearby: "the cafés and independent shops on the same street",
    hosts: "the cafés, hotels and offices nearby",
    treat: "a small welcome gift on a friend's first visit",
  },
];

/** What an independent shop sells, in the founder's words: "sells refurbished second-hand bikes" → "bikes". */
const RETAIL_GOODS: [RegExp, string][] = [
  [/\bbook(?:shop|store|s)\b/, "books"],
  [/\bbikes?\b|\bbicycles?\b/, "bikes"],
  [/\brecord (?:shop|store)\b|\bvinyl\b|\brecords\b/, "records"],
  [/\bgift ?(?:shop|store)\b|\bgifts\b/, "gifts"],
  [/\bflorist\b|\bflowers\b/, "flowers"],
  [/\bclothes\b|\bclothing\b|\bboutique\b/, "clothes"],
];
const SELLS = /\bsells?\s+(?:[\w-]+\s+){0,3}?([a-z]{3,}s)\b/;

/** What a hardware shop sells, the staples first: "paint, tools, garden, gas bottles…" → "paint, tools and gas". */
const HARDWARE_GOODS: [RegExp, string][] = [
  [/\bpaints?\b/, "paint"],
  [/\btools\b/, "tools"],
  [/\bgas(?: bottles| cylinders)?\b/, "gas"],
  [/\bgarden(?:ing)?(?: supplies| tools)?\b/, "garden supplies"],
  [/\btimber\b/, "timber"],
  [/\bplumbing (?:parts|supplies|fittings)\b/, "plumbing parts"],
  [/\bkeys? cut(?:ting)?\b|\bkey cutting\b/, "keys cut"],
];

/** The first three staples a hardware shop's founder names, joined ("paint, tools and gas"); "paint and tools" otherwise. */
export function hardwareGoods(text: string): string {
  const lower = text.toLowerCase();
  const found = HARDWARE_GOODS.filter(([re]) => re.test(lower)).map(([, word]) => word).slice(0, 3);
  if (found.length < 2) return "paint and tools";
  return joinWords(found);
}

export function retailGoods(text: string): string | null {
  const lower = text.toLowerCase();
  const known = RETAIL_GOODS.find(([re]) => re.test(lower));
  if (known) return known[1];
  const sold = SELLS.exec(lower)?.[1];
  return sold && !/^(?:this|its|thes|those|hers|ours|yours|theirs|was|has|less|plus)$/.test(sold) ? sold : null;
}

/** "We come to you", "call-outs": a business that works at its customers' homes. */
const COMES_TO_YOU =
  /\bwe come to you\b|\b(?:we|i) come to (?:the|your|their) (?:driveway|door|doorstep|house|home)\b|\bmobile (?:[a-z]+ ){0,2}(?:groom(?:er|ing)|salon|van|vet|hairdresser|massage|barber)\b|\bdog walk(?:er|ing)\b|\b(?:pet|dog) sitt(?:er|ing)\b|\bi come to you\b|\bcall-?outs?\b|\bin (?:your|their|customers'?) homes?\b/;

/**
 * The trade whose word comes first in the founder's words: a plumber who mentions "the hardware
 * shop in Ennistymon" is a plumber, not a shop.
 */
export function localTrade(text: string): LocalTrade {
  const lower = inReadersEnglish(text).toLowerCase();
  let found: { t: (typeof TRADES)[number]; m: RegExpExecArray } | null = null;
  // A bare "studio", "shop" or "practice" says less than a trade's own word: "Hollis Piano Studio.
  // Piano lessons…" is a piano teacher, whichever word comes first.
  const weak = (m: RegExpExecArray) => /^(?:studio|shop|store|practice)$/.test(m[1] ?? "");
  for (const t of TRADES) {
    const m = t.re.exec(lower);
    if (!m) continue;
    // A funeral director is one only in its own words (not "flowers for funeral directors"), and then it is one
    // whatever else it names: a "celebrant-led service" is not a wedding celebrant.
    if (t.trade === "funeral") {
      if (funeralWordOf(lower.slice(Math.max(0, m.index - 80), m.index + m[0].length + (/celebrant|officiant|minister/.test(m[0]) ? 210 : 0)))) found = { t, m };
      continue;
    }
    if (found?.t.trade === "funeral") continue;
    // A removals company that also stores, or software for storage operators, is not a storage site.
    if (t.trade === "storage" && !storageWordOf(lower)) continue;
    // A farm people visit wins over the café, tea room or shop it has: "a café and farm shop" is a farm.
    if (found?.t.trade === "farm" && (t.trade === "food" || t.trade === "retail")) continue;
    if (t.trade === "farm" && (found?.t.trade === "food" || found?.t.trade === "retail")) {
      found = { t, m };
      continue;
    }
    if (!found || (weak(found.m) && !weak(m)) || (weak(found.m) === weak(m) && m.index < found.m.index)) found = { t, m };
  }
  if (found) {
    const { t, m } = found;
    const [, word = ""] = m;
    const shop = word.replace(/^food[- ]?(truck|cart)s?$/, "food $1").replace(/^(.+ (?:tour|trip|walk))s$/, "$1").replace(/^guesthouse$/, "guest house").replace(/^b ?& ?b$/, "B&B").replace(/^hair (?:salon|studio)$/, "salon").replace(/^boulangerie$/, "bakery").replace(/^plumbing$/, "plumber")
      // "Car repair garage", "an independent garage", "car mechanics" → "garage"; "mot centre" → "MOT centre".
      .replace(/^(?:(?:car|auto|motor|vehicle) (?:repair|service|servicing|maintenance)(?: garage| workshop| centre| center)?|(?:independent|family[- ]run|local|village) (?:car |motor )?garage|(?:car|auto) mechanics?)$/, "garage")
      .replace(/^mot (centre|center|test(?:ing)? (?:centre|station))$/, "MOT $1")
      // "An independent used-car dealership", "second-hand car sales", "we sell used cars" → "used-car dealer".
      .replace(/^(?:independent |family[- ]run |local )?(?:used|second[- ]hand|pre-owned|quality used)[- ](car|vehicle|van)s? (?:dealer(?:ship)?|sales|lot|centre|center|specialist)s?$/, (_, what: string) => `used-${what === "vehicle" ? "car" : what} dealer`)
      .replace(/^(?:sell|selling|sells) (?:used|second[- ]hand|pre-owned) (cars|vehicles|vans)$/, (_, what: string) => `used-${what === "vans" ? "van" : "car"} dealer`)
      .replace(/^(car|motor|vehicle|van) (?:dealer(?:ship)?|supermarket)s?$/, (_, what: string) => `${what === "van" ? "van" : "car"} dealer`)
      // "Self-storage units", "storage containers to rent", "lock-ups to let" → "self-storage site"; "wine storage" stays.
      .replace(/^(?:self[- ]storage(?: (?:site|facility|facilities|centre|center|units?|containers?|business|company|yard))?|self[- ]store|(?:storage|shipping) containers? (?:to|for) \w+|(?:steel |secure |drive-up )?storage (?:units?|facility|facilities|centre|center|yard|site)|container storage)$/, "self-storage site")
      .replace(/^(?:lock-?ups?|garages?) (?:to|for) \w+$/, "lock-up site")
      .replace(/^(wine|document|archive|boat and caravan|caravan and boat|caravan|boat|rv|business) storage$/, (_, what: string) => `${what === "rv" ? "RV" : what} storage site`)
      // "Pick-your-own", "PYO", "U-pick" → "pick-your-own farm"; "pumpkin patches" → "pumpkin patch"; "farm shops" → "farm shop".
      .replace(/^(?:pick[- ]your[- ]own|pyo)$/, "pick-your-own farm").replace(/^(?:u-?pick|you[- ]pick)$/, "U-pick farm")
      .replace(/^pumpkin (?:patch(?:es)?|picking|fields?)$/, "pumpkin patch").replace(/^(farm park|open farm|petting farm|christmas tree farm|lavender farm|sunflower farm|farm shop|farm stand|farm stall)s$/, "$1")
      .replace(/^christmas tree farm$/, "Christmas tree farm").replace(/^sunflower fields?$/, "sunflower farm")
      // "Bicycle repair workshop", "cycle repairs", "bike mechanic" → "bike workshop".
      .replace(/^(?:bicycle|bike|cycle|e-?bike) (?:repairs?|servicing|service|mechanics?|maintenance|workshop)(?: (?:shop|workshop|business|centre|center|studio))?$/, "bike workshop")
      .replace(/^funeral (director|home|parlou?r)s$/, "funeral $1").replace(/^undertakers$/, "undertaker").replace(/^direct cremations?$/, "direct cremation provider")
      // "Home cleaning", "cleaners", "maid service" → "house cleaner"; "window cleaning" → "window cleaner".
      .replace(/^(?:(?:home|house|residential|move-out|move-in|end of tenancy) cleaning|(?:house |home )?cleaners?|maid services?|maids)$/, "house cleaner")
      .replace(/^(window|gutter|pool|carpet) clean(?:ing|ers?)$/, "$1 cleaner")
      .replace(/^lawn (?:care|mowing)$/, "lawn care service")
      .replace(/^pool (?:service|maintenance)$/, "pool service")
      .replace(/^(?:dog |pet |mobile )?groom(?:er|ing)$/, "groomer")
      // "Piano lessons" → "piano teacher", "driving lessons" → "driving instructor", "tuition" → "tutor".
      .replace(/^(?:private |home )?(?:tutor(?:ing)?|tuition)$/, "tutor")
      .replace(/^driving (?:lessons?|tuition|teacher|tutor)$/, "driving instructor")
      // "Street dance classes", "a ballet school", "karate lessons" → "dance teacher", "ballet teacher", "karate instructor".
      .replace(/^(?:street |children's |kids'? )?(dance|ballet|tap|gymnastics|karate|judo|taekwondo|martial arts|drama|theatre) (?:classes|class|school|academy|lessons?)$/, (_, subject: string) => `${subject === "gymnastics" ? "gymnastics coach" : /^(?:karate|judo|taekwondo|martial arts)$/.test(subject) ? `${subject} instructor` : `${subject} teacher`}`)
      // "Spanish classes", "a language academy" → "Spanish school", "language school".
      .replace(/^(language|english|spanish|french|german|italian|portuguese|japanese|mandarin|chinese|arabic) (?:classes|class|school|academy|courses?)$/, (_, lang: string) => `${lang === "language" ? lang : lang.charAt(0).toUpperCase() + lang.slice(1)} school`)
      .replace(/^([a-z]+) (?:lessons?|tuition|tutoring)$/, (_, subject: string) => `${subject === "math" ? "maths" : /^(?:french|spanish|german|italian|english)$/.test(subject) ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject} ${/^(?:maths?|science|english|french|spanish|german|italian|language)$/.test(subject) ? "tutor" : "teacher"}`)
      .replace(/^(dog|pet) (walk|sitt)ing$/, (_, who: string, what: string) => `${who} ${what === "walk" ? "walker" : "sitter"}`);
    const hardware = /^(?:hardware|ironmonger)/.test(shop);
    const categories = hardware
      ? { main: "Hardware store", more: "Paint store, Garden center, Key duplication service" }
      : shop === "house cleaner"
        ? { main: "House cleaning service", more: "only for what you really do, such as Carpet cleaning service or Window cleaning service" }
        : t.trade === "motor"
          ? { main: "Auto repair shop", more: "only for what you really do, such as Car inspection station, Brake shop or Tire shop" }
          : t.trade === "storage"
            ? { main: "Self-storage facility", more: "only for what you really do, such as Storage facility, Wine storage facility or Boat storage facility" }
          : t.trade === "farm"
            ? { main: /pumpkin/.test(shop) ? "Pumpkin patch" : /christmas/i.test(shop) ? "Christmas tree farm" : /shop|stand|stall/.test(shop) ? "Farm shop" : /park|open|petting/.test(shop) ? "Farm" : "Pick your own farm produce", more: "only for what you really do, such as Farm shop, Tea house, Pumpkin patch or Christmas tree farm" }
          : t.trade === "dealer"
            ? { main: /van/.test(shop) ? "Van dealer" : /used/.test(shop) ? "Used car dealer" : "Car dealer", more: "only for what you really do, such as Used car dealer, Car finance and loan company or Car inspection station" }
          : t.trade === "cycle"
            ? { main: "Bicycle repair shop", more: "only for what you really do, such as Bicycle shop or Electric bicycle store" }
            : /^(?:tattoo|piercing)/.test(shop)
            ? { main: "Tattoo shop", more: "only for what you really do, such as Body piercing shop" }
            : t.trade === "funeral"
            ? { main: "Funeral home", more: "only for what you really do, such as Funeral director, Cremation service or Funeral celebrant service" }
            : undefined;
    const goods =
      t.trade === "food" && !/bakery|boulangerie|p[aâ]tisserie/.test(shop)
        ? "food and drinks"
        : hardware
          ? hardwareGoods(lower)
          : t.trade === "retail"
            ? (retailGoods(lower) ?? t.goods)
            : t.goods;
    return {
      trade: t.trade,
      shop: hardware ? "hardware shop" : shop,
      goods,
      nearby: t.nearby,
      hosts: t.hosts,
      treat: t.treat,
      mobile: t.mobile === true || COMES_TO_YOU.test(lower),
      ...(categories ? { categories } : {}),
      ...(t.trade === "stay" ? { categories: stayCategories(shop) } : {}),
      ...(t.trade === "workspace" ? { shop: workspaceWordOf(lower)?.word ?? "coworking space", categories: workspaceCategories(workspaceWordOf(lower)?.word ?? "coworking space") } : {}),
      // Google's own category names; the tactic asks the founder to pick the closest one offered.
      ...(t.goods === "repairs" ? { categories: { main: /\bcell\b/.test(lower) ? "Cell phone repair shop" : /^(?:laptop|computer)/.test(shop) ? "Computer repair service" : "Mobile phone repair shop", more: "only for what you really do, such as Computer repair service, Electronics repair shop or Cell phone store" } } : {}),
      ...(t.trade === "tour" ? { categories: { main: "Tour operator", more: "Tour agency, Sightseeing tour agency" } } : {}),
      ...(t.trade === "events" ? { shop: weddingWordOf(shop), nearby: weddingNearby(weddingCraftOf(shop)) } : {}),
      ...(t.trade === "venue" ? { shop: venueWordOf(lower)?.word ?? "wedding venue", categories: { main: /\bwedding/.test(lower) ? "Wedding venue" : "Event venue", more: "Event venue, Banquet hall, only where true" } } : {}),
    };
  }
  return {
    mobile: COMES_TO_YOU.test(lower),
    trade: "service",
    shop: "business",
    goods: "what you offer",
    nearby: "the independent shops and venues nearby",
    hosts: "the offices and venues nearby",
    treat: "a small welcome gift on a friend's first visit",
  };
}

/**
 * The places a local founder names where their customers hear about things: the schools at whose
 * gate parents talk, the local paper, the notice boards, the town's Facebook group, in the founder's
 * words; null for each one not named.
 */
export type NamedLocalChannels = {
  /** "Ludlow's primary and secondary schools". */
  schools: string | null;
  /** "the Ludlow Advertiser". */
  paper: string | null;
  /** "the notice boards at the library and the Co-op". */
  boards: string | null;
  /** "the town's Facebook group". */
  group: string | null;
};

const SCHOOLS =
  /\b((?:[A-Z][\p{L}'’-]+(?:'s|’s)\s+|the\s+(?:local\s+)?|our\s+)?(?:primary|secondary|junior|infant|village|high|grammar|local)(?:\s+(?:and|or)\s+(?:primary|secondary|junior|infant|high))?\s+schools?)\b/u;
const PAPER =
  /\b(the\s+(?:[A-Z][\p{L}'’-]+\s+){1,2}(?:Advertiser|Gazette|Herald|Echo|Courier|Chronicle|Mercury|Observer|Argus|Examiner|Journal|Bugle|Clarion|Recorder|Pilot|Citizen|Sentinel|Messenger|Champion|Leader))\b/u;
const BOARDS = /\bnotice ?boards?\s+((?:at|in|outside|of)\s+[^.;]+?)(?=[.;]|,\s|$)/iu;
const GROUP = /\b((?:the|their|our)\s+(?:town's|town’s|village's|village’s|town|village|local|(?:[A-Z][\p{L}'’-]+\s+){1,2}(?:community\s+|town\s+|village\s+|local\s+)?)?\s*Facebook groups?)\b/u;

export function namedLocalChannels(text: string): NamedLocalChannels {
  const schools = SCHOOLS.exec(text)?.[1] ?? null;
  const boards = BOARDS.exec(text)?.[1];
  const group = GROUP.exec(text)?.[1] ?? null;
  return {
    schools: schools && /^(?:primary|secondary|junior|infant|village|high|grammar|local)\b/i.test(schools) ? `the ${schools.replace(/^local\s+/i, "local ")}` : schools,
    paper: PAPER.exec(text)?.[1] ?? null,
    boards: boards ? `the notice boards ${boards.trim()}` : null,
    group: group ? group.replace(/^(?:their|our)\s/i, "the ").replace(/\s+/g, " ") : null,
  };
}

/** "I teach in the afternoons and have mornings free": the part of the day the founder has free, in their word. */
const FREE_DAYTIME =
  /\b(?:have|with|keep|keeping)\s+((?:weekday\s+|my\s+)?(?:mornings|afternoons|daytimes?|lunchtimes))\s+free\b|\b((?:weekday\s+)?(?:mornings|afternoons))\s+(?:are|stay)\s+free\b|\bfree\s+(?:in the|on weekday)\s+(mornings|afternoons)\b/i;

export function freeDaytime(text: string): string | null {
  const m = FREE_DAYTIME.exec(text);
  const part = (m?.[1] ?? m?.[2] ?? m?.[3] ?? "").toLowerCase().replace(/^my\s+/, "");
  return part || null;
}

/** Music lessons (piano, guitar, singing…): pupils play pieces, give concerts and try an instrument. */
/** Words that say a teacher takes adults: "and retired adults who always wanted to play". */
export const ADULT_LEARNERS = /\badults?\b|\bgrown-?ups\b|\bretired\b|\bretirees\b|\bany age\b/i;

/**
 * Who a teacher's pupils are: children only (a swim school for ages 3 to 11, whose parents book),
 * learners of 16 and over who choose for themselves (a driving instructor), or both.
 */
export type LessonPupils = "children" | "adults" | "both";

export function lessonPupils(r: { ages: [number, number] | null; childAges: [number, number] | null }, text: string): LessonPupils {
  if (r.ages && r.ages[0] >= 16 && !r.childAges) return "adults";
  if (r.childAges && !ADULT_LEARNERS.test(text)) return "children";
  // "Evening Spanish classes for adult expats", with no ages given: adults, when no child is named.
  if (!r.ages && !r.childAges && GROWN_UP_LEARNERS.test(text) && !CHILD_LEARNERS.test(text)) return "adults";
  return "both";
}

/** Learners who are grown-ups by what they are called: "adults", "expats", "professionals". */
const GROWN_UP_LEARNERS = /\badults?\b|\bgrown-?ups\b|\bexpats?\b|\bprofessionals\b|\bremote workers\b/i;
/** A child among the learners: "children", "kids", "teenagers", "families", "parents", "pupils aged". */
const CHILD_LEARNERS = /\bchild(?:ren)?\b|\bkids?\b|\bteen(?:s|agers?)?\b|\bfamilies\b|\bparents?\b|\bschool[- ]age\b|\bretire[ds]?\b|\bretirees\b|\bany age\b|\bstudents aged\b/i;

/** Learners who work in the daytime (expats, remote workers, professionals): daytime lessons are for the retired. */
export const WORKING_LEARNERS = /\b(?:expats?|remote workers?|professionals|commuters|(?:who|they) work\b|work full[- ]time|office workers?)\b/i;

/** Lessons that end the year on a stage: dance, ballet, drama. Their pupils give a show, not a concert. */
export const STAGE_LESSONS = /\b(?:dance|dancing|ballet|tap|street dance|drama|theatre|musical theatre)\b/i;

export const MUSIC_LESSONS = /\b(?:piano|music|guitar|violin|cello|viola|flute|clarinet|saxophone|trumpet|drums?|singing|voice|keyboard|harp|ukulele|choir|instrument)\b/i;

// ─── A home service on a round: the schedule, the clients and what each one is worth ────────────────

/**
 * A home service done on a schedule in the customer's home (a house cleaner every two weeks, a lawn
 * every week, a pool every month), read from the founder's words: the schedule, the clients today and
 * the new ones the goal asks for, the price of a visit, and a lead site the founder says costs too much.
 */
export type HomeVisits = {
  /** The schedule the goal counts ("25 new recurring biweekly clients"), else the first one named. */
  schedule: "weekly" | "biweekly" | "monthly";
  /** Visits a year on that schedule: 52, 26, 12. */
  visitsAYear: number;
  /** What one visit is called: "clean", "mow", "visit". */
  visit: string;
  /** One-off jobs the founder also sells, as named ("deep cleans and move-out cleans"); null when none. */
  oneOffs: string | null;
  /** Recurring clients today ("we have 31 now"); null when not said. */
  clients: number | null;
  /** New recurring clients the goal asks for ("25 new recurring biweekly clients"); null when not said. */
  goal: number | null;
  /** The price of one visit in the founder's currency ("$160" → 160, prefix "$"); null when not given. */
  price: { amount: number; prefix: string } | null;
  /**
   * Lead sites the founder says cost too much or do not reply ("Thumbtack and Angi leads cost $30-60 each
   * and half never reply"): their names, the cost per lead as written, the share that never replies.
   */
  leadSites: { names: string[]; cost: string | null; lowHigh: [number, number] | null; neverReply: number | null; quote: string } | null;
};

const SCHEDULES: [RegExp, HomeVisits["schedule"]][] = [
  [/\b(?:bi-?weekly|fortnightly|every (?:two|2) weeks|every other week)\b/i, "biweekly"],
  [/\b(?:weekly|every week)\b/i, "weekly"],
  [/\b(?:monthly|every month|once a month)\b/i, "monthly"],
];
const VISITS_A_YEAR: Record<HomeVisits["schedule"], number> = { weekly: 52, biweekly: 26, monthly: 12 };

/** Sites that sell a home service's leads, as founders name them. */
const LEAD_SITES: [RegExp, string][] = [
  [/\bthumbtack\b/i, "Thumbtack"],
  [/\bangi\b|\bangie'?s list\b/i, "Angi"],
  [/\bhomeadvisor\b/i, "HomeAdvisor"],
  [/\bbark(?:\.com)?\b/i, "Bark"],
  [/\bcheckatrade\b/i, "Checkatrade"],
  [/\bmybuilder\b/i, "MyBuilder"],
  [/\brated people\b/i, "Rated People"],
  [/\btaskrabbit\b/i, "TaskRabbit"],
];

/** The schedule a text names first, with its index; null when none. */
function scheduleIn(text: string): { schedule: HomeVisits["schedule"]; at: number } | null {
  const found = SCHEDULES.map(([re, schedule]) => ({ schedule, at: text.search(re) })).filter((f) => f.at >= 0);
  return found.sort((x, y) => x.at - y.at)[0] ?? null;
}

/**
 * A home service on a round (HOME_ROUND words and a weekly, biweekly or monthly schedule), read from
 * its pitch, goal and challenges; null for a trade called out once (a plumber, a yearly boiler service).
 */
export function readHomeVisits(a: { productDescription: string; successMetrics: string; challenges: string; audiencePersona: string }, price: string | null): HomeVisits | null {
  const pitch = a.productDescription;
  if (!HOME_ROUND.test(pitch.toLowerCase())) return null;
  const schedule = scheduleIn(a.successMetrics) ?? scheduleIn(pitch);
  if (!schedule) return null;
  const lower = pitch.toLowerCase();
  const visit = /\bclean(?:ing|ers?)\b|\bmaids?\b/.test(lower) ? "clean" : /\blawn|mow/.test(lower) ? "mow" : "visit";
  // "deep cleans and move-out cleans": the one-off jobs beside the round.
  const oneOffs = [...lower.matchAll(/\b((?:deep|move-out|move-in|spring|one-off|end of tenancy|post-construction) (?:cleans?|cleaning))\b/g)].map((m) => m[1]!.replace(/cleaning$/, "clean").replace(/clean$/, "cleans"));
  const metrics = a.successMetrics;
  const goal = /\b(\d{1,4})\s+(?:more\s+|new\s+)+(?:[a-z-]+\s+){0,3}?(?:clients|customers|homes|households|accounts)\b/i.exec(metrics)?.[1];
  const now =
    /\b(?:we have|we've got|i have|currently|up from|from)\s+(\d{1,4})\b/i.exec(metrics)?.[1] ??
    /\b(\d{1,4})\s+(?:recurring|regular|current|existing)\s+(?:clients|customers|homes|households)\b/i.exec(`${pitch} ${a.challenges}`)?.[1];
  const priced = /^([£$€]|CA\$|A\$)\s?(\d[\d,]*(?:\.\d{1,2})?)$/.exec(price ?? "");
  const challenge = a.challenges.split(/(?<=[.!?])\s+/).find((s) => LEAD_SITES.some(([re]) => re.test(s)));
  const cost = challenge ? /([£$€]\s?\d+(?:\s?[-–]\s?[£$€]?\d+)?)\s*(?:each|a lead|per lead|a pop)?/.exec(challenge) : null;
  const range = cost ? [...cost[1]!.matchAll(/\d+/g)].map((m) => Number(m[0])) : [];
  const never = challenge ? /\b(half|a third|most|two thirds|(\d{1,2})\s?%)\s+(?:of them\s+)?never (?:reply|replies|respond|answer|book)/i.exec(challenge) : null;
  return {
    schedule: schedule.schedule,
    visitsAYear: VISITS_A_YEAR[schedule.schedule],
    visit,
    oneOffs: oneOffs.length ? joinWords([...new Set(oneOffs)]) : null,
    clients: now ? Number(now) : null,
    goal: goal ? Number(goal) : null,
    price: priced ? { amount: Number(priced[2]!.replace(/,/g, "")), prefix: priced[1]! } : null,
    leadSites: challenge
      ? {
          names: LEAD_SITES.filter(([re]) => re.test(challenge)).map(([, name]) => name),
          cost: cost ? cost[1]!.replace(/\s+/g, "") : null,
          lowHigh: range.length ? [range[0]!, range[1] ?? range[0]!] : null,
          neverReply: never ? (never[2] ? Number(never[2]) / 100 : ({ half: 0.5, "a third": 1 / 3, most: 0.6, "two thirds": 2 / 3 } as Record<string, number>)[never[1]!.toLowerCase()]!) : null,
          quote: challenge.trim(),
        }
      : null,
  };
}

/** Share of leads that reply and book a first visit, when the founder does not say: an assumption the plan labels. */
export const LEADS_BOOKED = 1 / 3;

/**
 * {schedule} {visit} {visits} {clientsNow} {clientsGoal} {clientPace} {clientValue} {yearValue} {roundMath}
 * {leadSites} {leadMath} {credit} {oneOffs} {zips} {rhythm} {doorRule}: a home service's round in the founder's numbers
 * ("25 new biweekly clients in 8 weeks: about 3 a week; at $160 a clean a client brings about $347 a
 * month"); slots where the answers do not give them.
 */
export function homeVisitTokens(h: HomeVisits | null, planWeeks: number, localRegion: string | undefined, country: string | null): Record<string, string> {
  const p = h?.price;
  const sum = (n: number) => (p ? `${p.prefix}${formatCount(n)}` : "");
  const monthly = p && h ? (p.amount * h.visitsAYear) / 12 : null;
  const yearly = p && h ? p.amount * h.visitsAYear : null;
  const pace = h?.goal ? h.goal / planWeeks : null;
  const paceWords = pace ? `about ${pace < 1.5 ? "1" : formatCount(pace)} new recurring client${pace < 1.5 ? "" : "s"} a week` : "{{new recurring clients a week}}";
  const credit = p ? Math.max(10, Math.round(p.amount / 4 / 5) * 5) : null;
  const leads = h?.leadSites;
  const perReply = leads?.lowHigh && leads.neverReply ? leads.lowHigh.map((x) => x / (1 - leads.neverReply!)) : leads?.lowHigh ?? null;
  const perBooked = perReply ? perReply.map((x) => x / LEADS_BOOKED) : null;
  const zips = [...(localRegion ?? "").matchAll(/\b\d{5}\b/g)].map((m) => m[0]);
  const visits = `${h?.visit ?? "visit"}s`;
  return {
    schedule: h?.schedule ?? "recurring",
    visit: h?.visit ?? "visit",
    visits,
    clientsNow: h?.clients ? `${h.clients} recurring clients` : "your recurring clients",
    clientsGoal: h?.goal ? `${h.goal} new recurring clients` : "{{new recurring clients you want}}",
    clientPace: paceWords,
    clientValue: monthly ? `${sum(monthly)} a month` : "{{what a client pays a month}}",
    yearValue: yearly ? sum(yearly) : "{{what a client pays in a year}}",
    credit: credit && p ? `${p.prefix}${credit}` : "{{a credit}}",
    oneOffs: h?.oneOffs ?? "one-off jobs",
    rhythm: h ? { weekly: "every week", biweekly: "every other week", monthly: "every month" }[h.schedule] : "on a set day",
    // US law keeps mailboxes for postage-paid mail; elsewhere a "no junk mail" sign is the rule people keep.
    doorRule: country === "United States" ? "in the US nothing may go in a mailbox without postage" : "never through a letterbox marked no junk mail or no flyers",
    zips: zips.length ? joinWords(zips) : "{{the zip codes you cover}}",
    roundMath:
      h?.goal && pace && monthly && yearly && p
        ? `${h.goal} new ${h.schedule} clients in ${planWeeks} weeks is ${paceWords}${h.clients ? `, from the ${h.clients} you have to ${h.clients + h.goal}` : ""}. At ${sum(p.amount)} a ${h.visit} ${h.schedule === "biweekly" ? "every two weeks" : h.schedule === "weekly" ? "every week" : "every month"}, one client brings about ${sum(monthly)} a month and ${sum(yearly)} a year, so the ${h.goal} add about ${sum(monthly * h.goal)} a month once they are all on the round.`
        : "Count the new recurring clients your goal asks for, divide by the weeks to the deadline for the pace a week, and multiply one visit's price by the visits a year for what a client is worth.",
    leadSites: leads ? joinWords(leads.names) : "the lead sites",
    leadMath:
      leads && perBooked && leads.cost
        ? `At ${leads.cost} a lead${leads.neverReply ? ` with ${leads.neverReply === 0.5 ? "half" : `${Math.round(leads.neverReply * 100)}%`} never replying, a lead that replies costs ${sum(perReply![0]!)}-${sum(perReply![1]!)}, and` : ","} if one in three of those books a first ${h!.visit} (an assumption: count yours), a booked client costs ${sum(perBooked[0]!)}-${sum(perBooked[1]!)} there before you know whether they stay on the round.`
        : "Judge every paid source by one number, the cost per booked recurring client: what you spent on it divided by the clients it brought who booked a second visit.",
  };
}

/**
 * A teacher's goal as arithmetic: "From 140 to 220 pupils by September" → 80 more in the weeks to the deadline,
 * a few a week, and the tasters that takes at a share to check. Null when the goal gives no count today.
 */
export function lessonGoalMath(metrics: string, weeks: number): string | null {
  const m = /\bfrom (\d{1,4}) to (\d{1,4}) (pupils|students|learners|swimmers|dancers)\b/i.exec(metrics);
  if (!m || weeks < 1) return null;
  const more = Number(m[2]) - Number(m[1]);
  if (more <= 0) return null;
  const word = m[3]!.toLowerCase();
  const perWeek = more / weeks;
  const pace = perWeek >= 1 ? `about ${Math.round(perWeek)} a week` : `about ${Math.max(1, Math.round(perWeek * 4))} a month`;
  const tasters = perWeek >= 1 ? `about ${Math.round(perWeek * 2)} tasters a week` : `about ${Math.max(1, Math.round(perWeek * 8))} tasters a month`;
  return `From ${m[1]} to ${m[2]} ${word} is ${more} more in ${weeks} weeks, ${pace}, before any leave. Assumption: if one taster in two signs up, that takes ${tasters}; count tasters booked, tasters who sign up and ${word} who leave at each term's end, and put your own share in after the first month.`;
}
