import type { PlanFormData } from "~/wizard/types";
import { MONTHS, dayWithWeekday, utcDay } from "./calendar";
import { formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * A band or musician releasing a record and touring: an album or EP on vinyl, CD and Bandcamp, and a run of
 * dates. Fans buy from the band: a pre-order on Bandcamp with a release day, the merch table at gigs, a
 * ticket for the night the band comes to their town. They hear of it on the radio (BBC Introducing, 6 Music,
 * regional and folk shows), in the local paper and listings, on a poster, from the support act's fans, at
 * a record shop's in-store, from a friend who went last time. Read from the founder's words whatever product
 * type the form says: "a four-piece indie folk band … releasing our second album" is not a course, an online
 * shop or a content platform. Pure.
 */
export type Band = {
  /** The founder's word: "band", "duo", "trio", "singer-songwriter", "musician". */
  word: string;
  /** "indie folk", "folk", "jazz"; null when not said. */
  genre: string | null;
  /** Home town: "Glasgow"; null when not said. */
  home: string | null;
  /** The record: its word ("album", "EP"), its name ("Tidewater"), "second" when said. */
  record: { word: string; name: string | null; ordinal: string | null };
  /** The release day, when a day and a month are said ("on 12 March"): the next one from the plan's start. */
  release: Date | null;
  /** The vinyl's price as written ("£25"), when said. */
  vinyl: string | null;
  /** Sold on Bandcamp. */
  bandcamp: boolean;
  /** The tour: dates ("10-date"), month ("April"), area ("UK"), towns when listed. */
  tour: { dates: number | null; month: string | null; area: string | null; towns: string[] } | null;
  /** The crowd the band plays to today ("we play to 40 people"). */
  crowd: number | null;
  /** Records and tickets wanted ("500 vinyl pre-orders and 1,500 tour tickets"). */
  recordsGoal: number | null;
  ticketsGoal: number | null;
  /** The mailing list today ("600 people on our mailing list"). */
  list: number | null;
  /** "Nobody outside Scotland knows us": where people know the band. */
  knownIn: string | null;
  /** Total money said ("£300 to spend"), as written. */
  money: string | null;
  /** What the founder ruled out: pitching to playlists, TikTok dances. */
  noPlaylists: boolean;
  noTikTok: boolean;
};

/** The words that make the pitch a band or musician with music of their own. */
const ACT = /\b(band|duo|trio|(?:four|five|six|three)-piece|singer-songwriter|songwriter|musician|rapper|folk group|quartet|orchestra|choir)\b/;
/** …releasing or touring music. */
const MUSIC = /\b(?:album|ep|lp|single|record|vinyl|tour|gigs?|debut)\b/;
/** Made for bands (software, a venue, an agency, a label for others) rather than one. */
const FOR_BANDS = /\b(?:apps?|platform|software|saas|tool|marketplace|agency|plugin|booking service|venue|festival|school|lessons|shop|store)\b|\bfor (?:bands|musicians|artists|djs|venues|promoters)\b/;

const GENRES = ["indie folk", "folk rock", "alt-country", "indie rock", "indie pop", "post-punk", "singer-songwriter", "bluegrass", "americana", "folk", "jazz", "blues", "soul", "punk", "metal", "hip-hop", "electronic", "country", "indie", "rock", "pop"];

/** Towns and cities of Scotland, Wales and Northern Ireland, to tell where "nobody outside Scotland knows us" leaves the band known. */
const NATIONS: Record<string, RegExp> = {
  Scotland: /^(?:Glasgow|Edinburgh|Aberdeen|Dundee|Inverness|Perth|Stirling|Paisley|Fort William|Oban|Skye|Dunfermline|Kirkcaldy|St Andrews|Ayr|Dumfries|Falkirk)$/,
  Wales: /^(?:Cardiff|Swansea|Newport|Aberystwyth|Bangor|Wrexham)$/,
  "Northern Ireland": /^(?:Belfast|Derry|Londonderry|Newry|Lisburn)$/,
};

/** The pitch names a band or musician releasing or touring their own music; null for a service for them. */
export function bandWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  const m = ACT.exec(lower);
  if (!m || !MUSIC.test(lower)) return null;
  if (FOR_BANDS.test(lower.slice(0, m.index))) return null;
  if (/\bfor (?:bands|musicians|artists|venues|promoters)\b/.test(lower)) return null;
  return /-piece$/.test(m[1]!) ? "band" : m[1] === "songwriter" ? "singer-songwriter" : m[1]!;
}

const COUNT = "(\\d{1,3}(?:,\\d{3})+|\\d+|[a-z]+)";
const num = (re: RegExp, text: string): number | null => numberFrom(re.exec(text)?.[1]?.replace(/,/g, ""));

/**
 * "A four-piece indie folk band from Glasgow releasing our second album 'Tidewater' on 12 March, on vinyl
 * (£25) and Bandcamp, with a 10-date UK tour in April", "500 vinyl pre-orders and 1,500 tour tickets sold
 * by the end of April": the band, the record, its day, the tour and the numbers its plan needs.
 */
export function readBand(a: PlanFormData, pitch: string, start: Date): Band | null {
  const word = bandWordOf(pitch);
  if (!word) return null;
  if (["developer", "b2b-enterprise", "b2b-smb"].includes(a.audienceType)) return null;
  const d = a.productDescription;
  const lower = d.toLowerCase();
  const said = `${d} ${a.challenges}`;
  const months = MONTHS.join("|");
  const genre = GENRES.find((g) => new RegExp(`\\b${g}\\b`).test(lower)) ?? null;
  const home = /\bfrom ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/.exec(d)?.[1] ?? null;
  const rec = /\b(?:(debut|first|second|third|fourth|new) )?(album|ep|lp|record|single|mini-album)\b(?:,? (?:called |titled )?['‘"“]([^'’"”]{2,40})['’"”])?/i.exec(d);
  const recName = rec?.[3] ?? /['‘"“]([^'’"”]{2,40})['’"”]/.exec(d)?.[1] ?? null;
  const rel = new RegExp(`\\b(?:on|out on|released on|releas\\w* on)\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(${months})\\b`, "i").exec(d);
  let release: Date | null = null;
  if (rel) {
    const month = MONTHS.findIndex((m) => m.toLowerCase() === rel[2]!.toLowerCase());
    release = utcDay(start.getUTCFullYear(), month, Number(rel[1]));
    if (release.getTime() < start.getTime()) release = utcDay(start.getUTCFullYear() + 1, month, Number(rel[1]));
  }
  const vinyl = /\bvinyl\b[^.]{0,12}?([£$€])\s?(\d{1,3}(?:\.\d{2})?)|([£$€])\s?(\d{1,3}(?:\.\d{2})?)\s+(?:on\s+)?vinyl\b/i.exec(d);
  const tourM = new RegExp(`\\b(?:(\\d{1,2}|[a-z]+)[- ]dates?\\s+)?(?:([A-Z]{2,3}|[A-Z][a-z]+)\\s+)?tour\\b(?:\\s+(?:in|this|next)\\s+(${months}))?`).exec(d);
  const towns = (() => {
    const list = /\btour\b[^:.]*:\s*((?:[A-Z][a-z]+(?: [A-Z][a-z]+)?(?:,\s*|,?\s+and\s+)){2,}[A-Z][a-z]+(?: [A-Z][a-z]+)?)/.exec(d);
    return list ? list[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/).map((t) => t.trim()).filter(Boolean) : [];
  })();
  const dates = tourM ? numberFrom(tourM[1]) ?? (towns.length || null) : null;
  const known = /\bnobody (?:outside|beyond) ([A-Z][a-z]+(?: [A-Z][a-z]+)?) knows us\b|\bknown (?:only )?in ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/.exec(said);
  const money = /([£$€])\s?(\d[\d,]*)\s+to spend\b|\b(?:spend|budget of)\s+([£$€])\s?(\d[\d,]*)\b(?!\s*(?:a|per)\s+month)/.exec(said);
  const m = a.successMetrics;
  return {
    word,
    genre,
    home,
    record: { word: rec ? (rec[2]!.toLowerCase() === "ep" ? "EP" : rec[2]!.toLowerCase() === "lp" ? "album" : rec[2]!.toLowerCase()) : "record", name: recName, ordinal: rec?.[1]?.toLowerCase() ?? null },
    release,
    vinyl: vinyl ? `${vinyl[1] ?? vinyl[3]}${vinyl[2] ?? vinyl[4]}` : null,
    bandcamp: /\bbandcamp\b/i.test(d),
    tour: tourM ? { dates, month: tourM[3] ? MONTHS.find((x) => x.toLowerCase() === tourM[3]!.toLowerCase()) ?? null : null, area: tourM[2] && /^[A-Z]{2,3}$/.test(tourM[2]) ? tourM[2] : null, towns } : null,
    crowd: num(new RegExp(`\\bplay(?:ing)? to (?:about |around |only )?${COUNT}(?: people)?\\b`, "i"), said),
    recordsGoal: num(new RegExp(`${COUNT}\\s+(?:vinyl|records?|lps?|cds?|copies)\\b`, "i"), m),
    ticketsGoal: num(new RegExp(`${COUNT}\\s+(?:tour\\s+|gig\\s+)?tickets\\b`, "i"), m),
    list: num(new RegExp(`${COUNT}\\s+(?:people|fans|names|subscribers)\\s+on\\s+(?:our|the|my)\\s+mailing list\\b|mailing list of\\s+${COUNT}`, "i"), said),
    knownIn: known?.[1] ?? known?.[2] ?? null,
    money: money ? `${money[1] ?? money[3]}${money[2] ?? money[4]}` : null,
    noPlaylists: /\bplaylists?\b[^.]*(?:\bnowhere\b|\bnothing\b|didn'?t|did not|\bwaste|\bno (?:luck|result))|\b(?:nowhere|nothing|no luck)\b[^.]*\bplaylists?\b/i.test(a.challenges),
    noTikTok: /\btiktok\b/i.test(a.challenges) && /\b(?:hate|won'?t|will not|don'?t|do not|refuse|not for us|no)\b/i.test(a.challenges),
  };
}

/** The towns the band is known in: home, and the ones in the nation it names ("nobody outside Scotland knows us"). */
export function knownTowns(b: Band): string[] {
  const towns = b.tour?.towns ?? [];
  const nation = b.knownIn && NATIONS[b.knownIn];
  return towns.filter((t) => t === b.home || (nation ? nation.test(t) : false));
}

/**
 * The goal's arithmetic, honestly: tickets a night against the crowd the band draws today, the towns to
 * put the work into, and the records the pre-order can sell. Assumptions labelled.
 */
export function bandMath(b: Band): string | null {
  const out: string[] = [];
  const dates = b.tour?.dates ?? null;
  if (b.ticketsGoal && dates) {
    const perNight = Math.ceil(b.ticketsGoal / dates);
    const times = b.crowd ? b.crowd > 0 ? perNight / b.crowd : null : null;
    out.push(
      `${formatCount(b.ticketsGoal)} tickets over ${numberWord(dates)} dates is ${formatCount(perNight)} a night${b.crowd ? `, and you play to ${formatCount(b.crowd)}${b.home ? ` in ${b.home}` : ""}: ${times && times >= 1.5 ? `nearly ${numberWord(Math.round(times))} times today's room, every night` : "close to today's room"}` : ""}.`,
    );
    if (b.crowd && times && times >= 1.5) {
      const known = knownTowns(b);
      const away = (b.tour?.towns ?? []).filter((t) => !known.includes(t));
      const homeShow = b.home && known.includes(b.home) ? b.home : null;
      const others = known.filter((t) => t !== homeShow);
      const target = (homeShow ? perNight : 0) + others.length * Math.round(b.crowd * 1.75) + away.length * b.crowd;
      if (known.length && away.length) {
        out.push(
          `Pick the towns: put the posters, street teams and press into ${homeShow ? `${homeShow} (the release show, where ${formatCount(perNight)} is within reach)` : ""}${homeShow && others.length ? " and " : ""}${others.length ? joinWords(others) : ""}, where people already know you; in ${joinWords(away)}, where nobody does yet, share the bill with a local act who brings their own crowd and aim for ${formatCount(b.crowd)} a night. Assumption: that adds up to about ${formatCount(target)} tickets, not ${formatCount(b.ticketsGoal)}; count against the town-by-town targets every Friday, and say so to the promoters before they book a room too big.`,
        );
      } else {
        out.push(
          `Pick the three or four towns where your listeners already are (Bandcamp's and your streaming service's fan locations show them) and put the posters, street teams and press there; elsewhere, share the bill with a local act and aim for ${formatCount(b.crowd)} a night. Assumption: on today's crowds ${formatCount(b.ticketsGoal)} is out of reach; set a number per town with each promoter and count against it every Friday.`,
        );
      }
    }
  }
  if (b.recordsGoal) {
    const sum = b.vinyl ? ` (${b.vinyl.charAt(0)}${formatCount(Number(b.vinyl.slice(1)) * b.recordsGoal)} at ${b.vinyl} before Bandcamp's share and payment fees)` : "";
    const list = b.list ? ` From your ${formatCount(b.list)} on the mailing list, a good pre-order brings perhaps one in ten (Assumption: about ${formatCount(Math.round(b.list / 10))}).` : "";
    out.push(
      `${formatCount(b.recordsGoal)} records${sum}${b.release ? ` before ${dayWithWeekday(b.release)}` : ""} is a lot for a band that plays to ${b.crowd ? formatCount(b.crowd) : "small rooms"}.${list} Pre-orders end on release day; count the records sold at the merch table and in shops through ${b.tour?.month ?? "the tour"} apart, and both together against the ${formatCount(b.recordsGoal)}.`,
    );
  }
  return out.length ? out.join(" ") : null;
}

/**
 * {bndWord} {bndA} {bndGenre} {bndHome} {bndRecord} {bndRecordWord} {bndRelease} {bndReleaseDay} {bndVinyl} {bndTour}
 * {bndTourMonth} {bndTowns} {bndKnown} {bndAway} {bndCrowd} {bndMath} {bndRecordsGoal} {bndTicketsGoal}
 * {bndStore} {bndBudget}: a band releasing a record and touring; slots where the answers do not say.
 */
export function bandTokens(b: Band | null): Record<string, string> {
  const known = b ? knownTowns(b) : [];
  const away = b?.tour?.towns.filter((t) => !known.includes(t)) ?? [];
  return {
    bndWord: b?.word ?? "band",
    bndA: b?.genre ? `${withArticle(b.genre)} ${b.word}` : `a ${b?.word ?? "band"}`,
    bndGenre: b?.genre ?? "{{your genre}}",
    bndHome: b?.home ?? "{{your home town}}",
    bndRecord: b?.record.name ?? `the new ${b?.record.word ?? "record"}`,
    bndRecordWord: b?.record.word ?? "record",
    bndRelease: b?.release ? `${b.release.getUTCDate()} ${MONTHS[b.release.getUTCMonth()]}` : "{{release day}}",
    bndReleaseDay: b?.release ? dayWithWeekday(b.release) : "{{release day}}",
    bndVinyl: b?.vinyl ? `${b.vinyl} vinyl` : "the vinyl",
    bndTour: b?.tour ? `${b.tour.dates ? `${b.tour.dates}-date ` : ""}${b.tour.area ? `${b.tour.area} ` : ""}tour${b.tour.month ? ` in ${b.tour.month}` : ""}` : "the tour",
    bndTourMonth: b?.tour?.month ?? "{{tour month}}",
    bndTowns: b?.tour?.towns.length ? joinWords(b.tour.towns) : "{{your tour towns}}",
    bndKnown: known.length ? joinWords(known) : b?.home ?? "{{the towns where people know you}}",
    bndAway: away.length ? joinWords(away) : "{{the towns where nobody knows you yet}}",
    bndCrowd: b?.crowd ? formatCount(b.crowd) : "{{your usual crowd}}",
    bndMath: (b && bandMath(b)) ?? "Write down records pre-ordered and tickets sold per date today, and count both every Friday.",
    bndRecordsGoal: b?.recordsGoal ? `${formatCount(b.recordsGoal)} records` : "the records",
    bndTicketsGoal: b?.ticketsGoal ? `${formatCount(b.ticketsGoal)} tickets` : "the tickets",
    bndStore: b?.bandcamp ? "Bandcamp" : "your Bandcamp or shop page",
    bndBudget: b?.money ? `${b.money} in all` : "budget",
  };
}

/** The goal line of a band's strategy, whatever goal the form says. */
export const BAND_STRATEGY =
  "{bndRecordsGoal} and {bndTicketsGoal}, won the way a {bndWord} wins them: a pre-order of {bndRecord} on {bndStore} with a release day, told first to the people on your mailing list; radio, local press and listings in each tour town; and fans, promoters, record shops and other acts who carry the news to the next town";
export const BAND_FOCUS = "Records and tickets: {bndRecord} pre-ordered before {bndRelease}, and tickets town by town for the {bndTour}, counted every Friday";

/** "The Lowland Hum is an indie folk band from Glasgow with a new album and a tour: fans hear of it…" */
export function bandWhat(b: Band, product: string, audience: string): string {
  return `${product} is ${b.genre ? `${withArticle(b.genre)} ` : "a "}${b.word}${b.home ? ` from ${b.home}` : ""} releasing ${b.record.name ? `${b.record.ordinal ? `its ${b.record.ordinal} ${b.record.word}, ` : ""}${b.record.name}${b.record.ordinal && b.tour ? "," : ""}` : `a new ${b.record.word}`}${b.tour ? " and touring" : ""}, for ${audience.replace(/\.$/, "")}: fans hear of it on the radio, in the listings and from other fans, pre-order the record and buy a ticket when the ${b.word} comes to their town.`;
}

/** The strategy's own lines: the arithmetic, what the founder ruled out, the money, and the tour after the plan. */
export function bandListening(b: Band, start: Date, weeks: number, fill: (text: string) => string, small = true): string[] {
  const out: string[] = [];
  if (b.noPlaylists) {
    out.push(`${b.noTikTok ? "Nor is pitching to Spotify playlists, which got you nowhere:" : "You said pitching to Spotify playlists got you nowhere, so it is not in this plan:"} listeners come from radio, the press and listings in each town, other acts' fans, record shops and your own mailing list, and every one of them can be counted.`);
  }
  out.push(fill("{bndMath}"));
  if (b.money && small) out.push(`You have ${b.money} in all: it goes on posters, a few test pressings or postage for radio and press, and small thank-yous for the street team, each tactic's share stated; a radio plugger is an option only if a quote fits what is left.`);
  const end = new Date(start.getTime() + weeks * 7 * 86400000);
  const month = b.tour?.month ? MONTHS.findIndex((m) => m === b.tour!.month) : -1;
  if (month >= 0 && utcDay(end.getUTCFullYear(), month, 1).getTime() >= end.getTime() - 7 * 86400000) {
    out.push(fill(`The tour in {bndTourMonth} comes at the end of these ${weeks} weeks or after them: by then every date has its posters, listings, local act and street team, and each town gets its last reminder a week before its night; keep the Friday count going through {bndTourMonth}.`));
  }
  return out;
}

/**
 * Lines a course's, a shop's or an app's plan gives that mean nothing to a band: cart openings, students,
 * cohorts, webinars, affiliates, sales pages, free trials. The checker flags any plan that says them to a band.
 */
export const BAND_MISFITS =
  /\bopen cart\b|\bclose cart\b|\bcohorts?\b|\benrol(?:l)?(?:ment|ing|s)?\b|\bstudents?\b(?! (?:radio|paper|newspaper|union|station|nights?)\b)|\bwebinars?\b|\baffiliate (?:program|programme|commission)s?\b|\bsales page\b|\bfree trial\b|\bonboarding\b|\bcourse platform\b|\babandoned[- ]carts?\b|\brestocks?\b/i;

/** A tactic pitches the music to playlists (editorial or independent curators). */
const PLAYLIST_WORK = /\bplaylist (?:pitch(?:ing|es)?|curators?|submissions?)\b|\bpitch(?:ing)? (?:\w+ ){0,2}(?:to )?(?:spotify |editorial )?playlists?\b|\bsubmithub\b|\bspotify for artists pitch/i;
const TIKTOK_WORK = /\btiktok\b/i;
/** A pre-order with a day. */
const PREORDER_WORK = /\bpre-?orders?\b/i;
/** Work done town by town: posters, listings, local press or a street team in each tour town. */
const TOWN_WORK = /\b(?:posters?|listings?|street team|local (?:press|paper|act|band)s?)\b[^.\n]{0,80}\b(?:each|every) (?:tour )?(?:town|city|date)\b|\b(?:each|every) (?:tour )?(?:town|city|date)\b[^.\n]{0,80}\b(?:posters?|listings?|street team|local (?:press|paper|act|band)s?)\b/i;

/**
 * What a plan for a band must hold: no channel the founder ruled out, a pre-order with its release day,
 * work in each tour town, and the tickets-a-night arithmetic when the goal is far above today's crowd.
 * The reasons the checker gives, one per gap. `planText` is the tactics; `wholeText` adds the strategy.
 */
export function bandPlanGaps(b: Band | null, metrics: string, planText: string, wholeText: string, challenges = ""): { reason: string; note: string }[] {
  if (!b) return [];
  const out: { reason: string; note: string }[] = [];
  const affirmed = planText.replace(/[^.\n]*\b(?:never|no|not|neither|without|instead of)\b[^.\n]*/gi, "");
  if (b.noPlaylists && PLAYLIST_WORK.test(affirmed)) {
    out.push({ reason: `A tactic pitches the music to playlists, and you said "${challenges.split(/(?<=\.)\s/)[0]!.trim()}": radio, press, other acts and your own list reach listeners instead.`, note: "Playlist pitching after the founder ruled it out" });
  }
  if (b.noTikTok && TIKTOK_WORK.test(affirmed)) {
    out.push({ reason: "A tactic relies on TikTok, which you ruled out.", note: "TikTok after the founder ruled it out" });
  }
  if (b.release && !PREORDER_WORK.test(planText)) {
    out.push({ reason: `The record comes out on ${dayWithWeekday(b.release)}, and no tactic opens a pre-order before it: a pre-order with a day is how fans who already know the ${b.word} buy first.`, note: "Leaves out the pre-order" });
  }
  if (b.tour && !TOWN_WORK.test(planText)) {
    out.push({ reason: "The tour's tickets are sold town by town, and no tactic puts posters, listings, local press or a street team into each tour town.", note: "Leaves out the tour towns" });
  }
  const dates = b.tour?.dates ?? null;
  if (b.ticketsGoal && dates && b.crowd && b.ticketsGoal / dates >= 1.5 * b.crowd) {
    const perNight = formatCount(Math.ceil(b.ticketsGoal / dates));
    if (!new RegExp(`\\b${perNight}\\s+(?:a|per|each)\\s+night\\b`).test(wholeText)) {
      out.push({ reason: `Your goal is "${metrics}": that is ${perNight} a night over ${numberWord(dates)} dates for a ${b.word} that plays to ${formatCount(b.crowd)}, and the plan does not say so or pick the towns to put the work into.`, note: "Hides the tickets-a-night arithmetic" });
    }
  }
  return out;
}

/** What the AI prompt states about a band: what it is, what its plan is made of, the arithmetic, what is ruled out. */
export function bandFacts(b: Band | null): string[] {
  if (!b) return [];
  const t = bandTokens(b);
  const lines = [
    `- ${upperFirst(t.bndA!)}${b.home ? ` from ${b.home}` : ""} releasing ${t.bndRecord}${b.release ? ` on ${t.bndReleaseDay}` : ""}${b.vinyl ? ` (${t.bndVinyl})` : ""}${b.tour ? `, with a ${t.bndTour}` : ""}: not a course, a shop or an app, whatever the product type says. No open-cart emails, students, cohorts, webinars, affiliate programmes, sales pages or free trials`,
    `- Its plan: a pre-order on ${t.bndStore} with the release day, told first to the mailing list (and a sign-up sheet or QR code at every merch table); Bandcamp Fridays, when Bandcamp waives its share, as days to check and time announcements to (check the dates it announces); BBC Introducing (upload tracks through the BBC Introducing Uploader, which sends them to the local BBC Introducing show) and regional, community and folk radio shows; a radio plugger for 6 Music or national radio only as an option, with a quote to check against the budget; local papers, listings and folk blogs or zines in each tour town; posters and listings in every tour town, shared with each promoter and venue; support slots with bigger acts and local acts on the bill where nobody knows the ${b.word} yet; a street team of fans in each tour town; in-store sessions at independent record shops in release week; house concerts on nights off`,
  ];
  if (b.noPlaylists || b.noTikTok) lines.push(`- The founder ruled out ${joinWords([b.noPlaylists ? "pitching to Spotify playlists" : "", b.noTikTok ? "TikTok dances" : ""].filter(Boolean))}: none of it in this plan`);
  const math = bandMath(b);
  if (math) lines.push(`- The goal's arithmetic, to state honestly: ${math}`);
  return lines;
}
