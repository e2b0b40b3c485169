import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { LibraryTactic } from "~/generation/planner/types";
import { CHANNEL_PATTERNS, CHANNEL_TAGS, DIRECT_CONTACT_TAGS, PAID_TAGS, affirmedChannels } from "~/plan-quality/channels";
import { BUSINESS_KINDS } from "~/plan-quality/kinds";
import { SKILLS, valuesOf } from "~/wizard/options";

/*
 * The built-in planner's library, entry by entry: the rules every curated tactic keeps so that the
 * planner can choose it by fit and the plan checker finds nothing wrong with it. One block per file,
 * so a file being edited breaks only its own block.
 */

const FILES = import.meta.glob<Record<string, LibraryTactic[] | unknown>>(
  ["../../app/generation/planner/library/*.ts", "!**/index.ts", "!**/stages.ts", "!**/legacy-library.ts"],
);

export const FILL_TOKENS = [
  // A home-improvement installer: what it fits and where, the proof and estimate of each line, trust marks and schemes to check, the goal's arithmetic.
  "newsTown", "supporterPrice", "instHad", "instTrade", "instEvidence", "instCaseLine", "instNoteWay", "instLocalPaper", "instWord", "instAWord", "instCertified", "instHeadline", "instWhat", "instUnit", "instNoun", "instPrice", "instTown", "instProof", "instEstimate", "instShow", "instSign",
  "instMarks", "instMarksHeld", "instSchemes", "instPartners", "instGroups", "instSearches", "instMath", "instTeam", "instDays", "instSurvey", "instRewardRule", "instSeason", "instGoal", "instBuyers",
  // A removals company: its prices and crew, the quiet and busy days, the partners who know move dates, the listings it uses, the goal's arithmetic.
  "rmWord", "rmAWord", "rmPrice", "rmPriceShort", "rmSmall", "rmSmallLine", "rmExtras", "rmCrew", "rmQuiet", "rmQuietDay", "rmQuietAd", "rmAdTrade", "rmInsuredLine", "rmBusy", "rmTown",
  "rmSearches", "rmAgentOffices", "rmAgents", "rmOtherPartners", "rmPartners", "rmListings", "rmListingsToo", "rmListingRules", "rmReviewSites", "rmTrust", "rmReviewsSeen", "rmMarks", "rmFees", "rmQuietChoice", "rmQuietOffer", "rmGoal", "rmComparison", "rmMath",
  // A studio selling client projects: what it makes, for whom, its price, town and team, the goal's arithmetic.
  "studioMakes", "studioFor", "studioFrom", "studioGoal", "studioMath", "studioPlatform", "studioSprint", "studioReferrers", "studioCity", "studioTeam",
  "studioCountry", "studioClientLike", "studioIntroWho", "studioIntroSpot", "studioKnows", "studioBuyer", "studioOwner", "studioResults", "studioWho", "studioWhen", "studioWork", "studioBeforeAfter", "studioLaunched", "studioPost", "studioPosts", "studioAdBefore", "studioTeardownOf", "studioClients",
  "studioAudience", "studioAdAfter", "studioFundingWhere", "studioFundingSources", "studioEmailRules",
  // A school of adult learners in classes: its word and subject, where, price and rhythm, groups, goals in the learner's words, the arithmetic, the free app, the groups, partners and exchange night.
  "acWord", "acSubject", "acWho", "acWhere", "acPrice", "acRhythm", "acPer", "acGroupSize", "acGroups", "acLevel", "acCanDo", "acCheckOne", "acCheckTwo",
  "acPaperwork", "acMath", "acQuit", "acQuitWhen", "acApp", "acOnline", "acAsked", "acPartners", "acExchange", "acLocals", "acOuting", "acTip", "acCategory",
  "acEvenings", "acTeachers", "acGoal", "acQuestions", "acHello", "acAccounts", "acPriceLine", "acCourse", "acChecks", "acCheckWeekOne", "acCheckWeekTwo", "acOfferWeek", "acEndWeek", "acWeekNote", "acChatRule", "acDoing", "acTaste", "acAdAudience", "acAdHook",
  // A teacher of adults one-to-one: the subject and how lessons happen, the prices and block, the trial lesson and the moment learners want, directories, forums and shops, the free hours, the arithmetic.
  "ptWord", "ptSubject", "ptHow", "ptHowShort", "ptWhere", "ptLessonWhere", "ptTool", "ptPrice", "ptBlock", "ptBlockLine", "ptBlockCount", "ptBlockPrice", "ptBlockName", "ptOnFree", "ptFreeShort", "ptAdArea", "ptAdSearchWhere", "ptQuietTime", "ptFixes", "ptInShot", "ptTrial", "ptFirstWin", "ptFirstWinYou",
  "ptMoment", "ptMomentUpper", "ptMomentStory", "ptListings", "ptCommunities", "ptShops", "ptShopLine", "ptShopBuyers", "ptFreeTime", "ptTeachTime", "ptMath", "ptGoal", "ptExtras", "ptYears",
  "ptStartFrom", "ptStartFromUpper", "ptVerb", "ptDoing", "ptDoingIt", "ptVerbIt",
  "product", "website", "audience", "place", "areas", "geo", "price", "competitor", "usedToday", "pitch", "goal", "metrics", "language", "marketplace", "plugins", "registries",
  // Where a local founder's customers hear about things, as they named them, and what a teacher is called.
  "schools", "paper", "boards", "group", "daytime", "teacher", "instrument", "town", "showcase", "fairOffer", "learn", "achievement",
  // Who a teacher's pupils are (children, adults or both), where lessons happen and the Google categories for the teacher.
  "stHours", "carTest", "carPrep", "carDue", "carHistory", "listingSite", "creditRules", "farmPick", "farmShop", "farmCafe", "farmStore", "farmOnce", "farmBoxes", "reviewContacts", "reviewThanks", "reviewReaders", "reviewJoy", "reviewWisdom", "lessonReviewers", "lessonAskers", "lessonQuestions", "lessonTopics", "triesIt", "everyPupil", "whoEnjoys", "whoWants", "adultPlaces", "lessonRoom", "lessonCategories",
  // A two-sided marketplace's sides and what they share.
  "supply", "supplyOne", "demand", "served", "pay", "payout", "listingRules", "atWork", "orders", "buyVerb", "circles", "take", "organiser", "offer", "welcome", "items", "menu", "next", "occasion", "supplyVerb", "peer", "peers", "tasting", "buyerGroup", "firstLook",
  // What a local shop sells, and for one that sells to customers who are away: who, how they order, where it delivers, the bank holidays they come down for.
  "goods", "away", "orderBy", "deliveryArea", "longWeekends",
  // A guest house moving bookings from the OTAs to its own site: where it is, its OTAs and commission, the season's arithmetic, the perk.
  "stayWord", "stayCategory", "stayTown", "stayWhere", "stayWhereShort", "rooms", "ota", "otas", "commission", "directNow", "directGoal", "directMath",
  "movedBookings", "fullMonths", "quietMonths", "quietMonthsOr", "openMonths", "guestsFor", "perk", "partners", "guestsFrom", "houseLine",
  "quietAppeal", "packageIdeas", "extrasOffer",
  // A food truck or cart and its catering: what it is and sells, where it parks, the licence to check, the catering arithmetic.
  "truckWord", "truckFood", "truckSpots", "truckCity", "truckLicensing", "truckLicensingNote", "truckCateringCheck", "cateringMath", "cateringGoal",
  "perHead", "perHeadNote", "eventGuests",
  // A charity growing monthly donors: its word and town, who it helps, the donors now and wanted, the gift, Gift Aid, the platforms, consent.
  "charityWord", "charityTown", "rescued", "rescuedOne", "rescuedOneWord", "rescuedOneWordCap", "rescuedCap", "rescuedName", "rescuedFrom", "helpedAYear",
  "donorsNow", "donorsGoal", "donorsToFind", "donorPace", "monthlyGift", "monthlyWord", "donorMath", "giftAidLine", "giftAidStep", "giftAidName", "giftAidBox",
  "giftAidClaim", "giftAidResource", "giftAidJourney", "softOptInAdopters", "givingPlatforms", "supporterKinds", "consentRule",
  // A coworking space filling desks by a date: its word, prices, day pass, rooms, the goal's arithmetic and the referral reward.
  "wsWord", "wsUnit", "wsCategory", "wsMoreCategories", "wsToFill", "wsMath", "wsDayPass", "wsPrices", "wsLowPrice", "wsRooms", "wsPerks",
  "wsReferral", "wsBy", "wsTrialsWeek", "wsAccess",
  // A brewery's taproom (a winery's, cidery's or distillery's tasting room): what it makes and pours, its quiet nights, the law to check, the goal's arithmetic.
  "tapWord", "tapRoom", "tapDrink", "tapDrinks", "tapRelease", "tapParcel", "tapAge", "tapAgeRule", "tapRegulator", "tapState", "tapQuiet", "tapQuietOne",
  "tapCity", "tapListing", "tapCategory", "untappdHaunt", "untappdHaunt2", "tapGrowth", "tapBy", "tapMath", "tapCase", "tapShipRule", "tapShipLine", "tapExtras",
  // A sit-down restaurant filling its quiet nights: its word, kind and cooking, the nights and covers, the signature, prices, room, booking system and arithmetic.
  "rstWord", "rstKind", "rstCuisine", "rstCity", "rstHood", "rstQuiet", "rstQuietOne", "rstQuietTwo", "rstBy", "rstMath", "rstSignature", "rstMain", "rstSetLunch",
  "rstLunchPrice", "rstPrivate", "rstBooking", "rstBookingList", "rstGoal", "rstNow", "rstNight", "rstDishes", "rstMorning", "rstClass", "rstClassTitle", "rstTeam",
  // A venue selling the dates summer Saturdays leave empty: what and where it is, its packages' words, the near and later dates, the arithmetic.
  "vnWord", "vnCategory", "vnOffPeakUpper", "vnNoFairs", "vnBlogWord", "vnYearOf", "vnShort", "vnArea", "vnWhere", "vnGuests", "vnIncluded", "vnFrom", "vnOffPeak", "vnOffPeakOr", "vnOffPeakDates",
  "vnTarget", "vnMath", "vnNear", "vnLater", "vnCities", "vnBy", "vnShowRoundsWeek", "vnDirectories", "vnBlogs", "vnCouples", "vnCouple", "vnWedding", "vnWeddings",
  // An experience booked as a group or an outing (escape rooms, a pottery studio): its words, prices, team package, vouchers' days, new room, taster, course, membership and arithmetic.
  "xpActivity", "xpBy", "xpCourse", "xpCoursePlaces", "xpCoursePrice", "xpCredit", "xpGiftDays", "xpGiftUpper", "xpGroup", "xpMath", "xpMember", "xpMemberPrice", "xpMembersGoal", "xpMinutes", "xpNewMonth", "xpNewRoom", "xpNewRoomUpper", "xpPerHead", "xpProudMoment", "xpRoomsCount", "xpSession", "xpTaster", "xpTasterPrice", "xpTeamGoal", "xpTeamPackage", "xpTeamShort", "xpVoucher", "xpWeekdayGoal", "xpWord",
  // A gym or studio joined by the month: its word and activity, the intro and its price, the goal's arithmetic, the retention sheet and the community's parts.
  // A paid online community or membership: its groups, calls, prices, arithmetic and the churn sheet.
  "membWord", "membWhere", "membGroup", "membGroups", "membGroupOf", "membAGroup", "membAGroupOf", "membCall", "membCalls", "membPrice", "membAnnual", "membTwelve", "membMath", "membBy", "membChurn", "membCohortCheck", "membCohortRows", "membMembers", "membSocial", "membFollowers", "membShipped",
  "gymWord", "gymActivity", "gymFirst", "gymAFirst", "gymFirstPrice", "gymPrice", "gymMath", "gymBy", "gymRetention", "gymCohort", "gymCourse",
  "gymWeekly", "gymSocial", "gymLeague", "gymRefresh", "gymClubs", "gymBuddy", "gymNew", "gymReferral", "gymMembers", "gymBefore", "gymCohortRows",
  "gymCafe", "gymCafeMeet", "gymCohortCheck", "gymRenewalRules",
  // Online coaching sold by the month: the coaching and its price, the goal's arithmetic, the intakes' dates, what it teaches and counts, its partners and its body-only lines.
  "coachWord", "coachPrice", "coachMath", "coachBy", "coachGoal", "coachIntake", "coachIntakeNext", "coachIntakeMonth", "coachIntakeEmail", "coachIntakeCalls",
  "coachIntakeLast", "coachIntakeLastCall", "coachMove", "coachOne", "coachMarkers", "coachPartners", "coachPartner", "coachMagnet", "coachPlaces", "coachHours",
  "coachFormat", "coachFree", "coachPast", "coachClaimsRule", "coachWants", "coachNot", "coachHealthQ", "coachSafety", "coachFilmWhere", "coachFilmHow",
  "coachRivals", "coachStoryAvoid", "coachStoryNot", "coachPartnerCheck", "coachInsteadOf", "coachTold", "coachReferral",
  // A food subscription delivered from a farm: its word and unit, the farm, prices, the goal's arithmetic, the switch before a cancel, the neighbour's thank-you.
  "boxWord", "boxUnit", "boxUnits", "boxFood", "boxFarm", "boxPrices", "boxSmall", "boxMath", "boxGoal", "boxBy", "boxKeep", "boxNow",
  "boxNeighbour", "boxOrganic", "boxSwitch", "boxGardens", "boxGrower",
  // A florist: its word and town, bouquets and prices, business buyers, the goal's arithmetic, the wire service, the same-day cut-off, the peak days and the leads that put their steps in their months.
  "flrWord", "flrTown", "flrBouquet", "flrFrom", "flrBuyers", "flrAccounts", "flrBy", "flrMath", "flrWire", "flrSameDay", "flrCutOff",
  "flrPeaks", "flrValentine", "flrMum", "flrMumName", "flrConsentCheck", "flrAgents", "flrAgentsList", "flrAgent", "flrCompletion", "flrPrepLead", "flrOpenLead", "flrPeakLead", "flrAfterLead", "flrAfterNote",
  // A regulated adviser (a mortgage broker): its word, who approves promotions, the warning, introducers, the questions, when clients come back.
  "adviserWord", "adviserApprover", "adviserWarning", "adviserRiskCheck", "adviserIntroducers", "adviserFirstIntroducers", "adviserReferralRule",
  "adviserQuestions", "adviserQuestionList", "adviserDue", "adviserDueBefore", "adviserOutcome", "adviserEvening", "adviserReviewSites", "adviserGoal",
  "adviserClients", "adviserAgent", "adviserStatus", "adviserReviewSetup", "adviserReviewLinks",
  // A niche job board: its two sides, the niche, the listing price and length, the free rival, the goal's arithmetic, the places candidates gather, the bundles.
  "jbCandidates", "jbEmployers", "jbNiche", "jbPrice", "jbDays", "jbRival", "jbMath", "jbBy", "jbGoal", "jbPlaces", "jbEmail", "jbBundle", "jbFeatured",
  // A tour sold to visitors moving bookings from the platforms to its own page: what and where, the platforms and their
  // commission, the price, the guests and their languages, the arithmetic, the booking systems named as examples, the register to check.
  "tourWord", "tourWords", "tourCity", "tourAreas", "tourPlatform", "tourPlatforms", "tourPlatformsComma", "tourPlatformsOr", "tourCommission",
  "tourPrice", "tourCut", "tourGroup", "tourGuides", "tourGuests", "tourLanguages", "tourBookWhen", "tourDirectGoal", "tourMath", "tourSystems",
  "tourPerk", "tourCategory", "tourRegister",
  // A business selling to schools and academy trusts: who buys, what, the school year, the goal's pace, what IT leads ask.
  "schoolBuyers", "schoolRoles", "schoolPace", "schoolCredentials", "schoolTrial", "schoolUnit", "schoolYear", "schoolNearby", "schoolItems",
  "schoolHome", "schoolShow", "schoolCount", "schoolEdge", "schoolWarranty", "schoolQuoteLine",
  // A self-published book: its word, genre, readers, series, next book, prices, setting, free story, arithmetic and promotion.
  "bkWord", "bkGenre", "bkBooks", "bkReaders", "bkSeries", "bkNext", "BkNext", "bkNextMonth", "bkEbook", "bkKu", "bkPaperback", "bkSetting",
  "bkLocal", "bkHome", "bkFreebie", "bkMagnet", "bkMath", "bkPromo", "bkComps", "bkReviewsGoal", "bkCopiesGoal",
  // A band releasing a record and touring: the band, the record and its day, the tour and its towns, the arithmetic.
  "bndWord", "bndA", "bndGenre", "bndHome", "bndRecord", "bndRecordWord", "bndRelease", "bndReleaseDay", "bndVinyl", "bndTour", "bndTourMonth",
  "bndTowns", "bndKnown", "bndAway", "bndCrowd", "bndMath", "bndRecordsGoal", "bndTicketsGoal", "bndStore", "bndBudget",
  // A service for smallholder farmers: the unit sold, crops, areas, language, mobile money, who introduces, the season and its arithmetic.
  "farmAreas", "farmConsent", "farmCrops", "farmExtension", "farmGoal", "farmGroups", "farmGroupsCap", "farmInputs", "farmKeyword", "farmLanguage", "farmLastDay", "farmLeader", "farmMath", "farmMeeting", "farmMoney", "farmPriceSaid", "farmRadioLanguages", "farmResultDays", "farmSeason", "farmStations", "farmUnit", "farmUnits",
  // Equipment sold to smallholder farmers on pay-as-you-go: the item, the cash price and instalment, what it replaces and the saving, the goal and the share behind.
  "kitItem", "kitItems", "kitUnit", "kitUnits", "kitUnitsCap", "kitCash", "kitMonthly", "kitTerm", "kitOld", "kitOldCost", "kitSaving", "kitSavingCap", "kitGoal", "kitBehind", "kitMath",
  // An app for meeting people: its word, the towns first, the goal's arithmetic, what members seek, the social, safety, radio, search, ads policy.
  "mpWord", "mpAreas", "mpAreasFirst", "mpMath", "mpSought", "mpSocial", "mpMembers", "mpVerified", "mpVerifiedCap", "mpReport", "mpRadio", "mpSearch", "mpHeadline",
  "mpAngles", "mpAdsPolicy",
  // An app for young children bought by parents: the ages, the skill, the school years, the trial and the rules to check.
  "ycAges", "ycChild", "ycSkill", "ycYears", "ycTeachers", "ycTrial", "ycPrivacyLaw", "ycStoreRules",
  // A driving instructor: the car, the prices, the goal's hours and arithmetic, and the rules to check (DVSA, the licence, listings' fees).
  "dvCar", "dvQualified", "dvCarShort", "dvPrice", "dvBlock", "dvBlockSaving", "dvGoalHours", "dvBy", "dvMath", "dvPupils", "dvBadge", "dvFinder", "dvTestRule", "dvLicence",
  // A paid desktop app: its word and system, stores, trial, the goal's copies, alternatives, searches, communities, sites, stores' cut, upgrades.
  "deskWord", "deskOs", "deskStores", "deskCheckout", "deskTrial", "deskTrialName", "deskTrialShort", "deskMachine", "deskMath", "deskRival", "deskRivals", "deskSearch", "deskCommunity",
  "deskSites", "deskStoreCut", "deskStoreNames", "deskUpgrade", "deskUpgradeName",
  // A freemium WordPress plugin: what it is, the Pro name, price and features, installs, the goal's arithmetic, searches, builders and CRMs, listing, renewal rate.
  "wppWhat", "wppPro", "wppPrice", "wppFeatures", "wppInstalls", "wppMath", "wppSearches", "wppSearch", "wppSearchTitle", "wppBuilders", "wppCrms", "wppListing", "wppRenewal",
  // A paid browser extension (app/plan-quality/browser-extension.ts).
  "bxBrowser", "bxStores", "bxPro", "bxPrice", "bxYearPrice", "bxFeatures", "bxMath", "bxSearches", "bxSearch", "bxListing",
  "bxOtherStores", "bxOtherWhy", "bxTeamStrategy", "bxUnit", "bxDoes", "bxProblem", "bxTopics", "bxQuestions", "bxWhere", "bxShots", "bxSuccess", "bxRelief",
  "bxMoment", "bxMoments", "bxUpgradeWhy", "bxCards", "bxPrivacyWhy", "bxSees", "bxKeeps", "bxPermissions", "bxTitle", "bxSummary", "bxOpening", "bxFree",
  "bxStoredLine", "bxShot1", "bxShotLast", "bxSearchPages", "bxSearchWhy", "bxFirstPage", "bxPage", "bxStoryFor", "bxStoryWhy", "bxStoryWhat", "bxStoryAsk", "bxStore", "bxBeforeAfter",
  "bxAdHeadline", "bxAddsShort",
  // A digital download sold one-off (app/plan-quality/digital-product.ts).
  "dpAWord", "dpAffiliate", "dpAsA", "dpBundleDiff", "dpBundleHint", "dpBundleName", "dpBundlePrice", "dpBuyersAll", "dpCommunities", "dpCreators", "dpEmailTool", "dpFreeName", "dpFreeShort", "dpGetIt", "dpGroupStep", "dpIAm", "dpInside", "dpListingTitle", "dpMarketplaceFirst", "dpMarketplaces", "dpOwnWork", "dpParts", "dpPlatform", "dpPrice", "dpSearches", "dpShortsWhere", "dpVideoFirst", "dpVideoIdeas", "dpVideoScripts", "dpYouAre",
  // Software sold to churches: its buyers, churches, price, goal, networks, rival, groups, conferences, the church year's sessions and the giving rules.
  "churchBuyers", "churchSize", "churchPeople", "churchPrice", "churchPace", "churchNetworks", "churchRival", "churchRivalSuits", "churchCommunities", "churchConferences",
  "churchWebinars", "churchFirstTopic", "churchFirstDetail", "churchFirstSubject", "churchFirstDay", "churchFirstSeason", "churchLaterSubject", "churchLaterDay",
  "churchInviteStep", "churchHoldStep", "churchNextStep", "churchNow", "churchTarget", "churchJobs", "churchTextGive", "churchTextLine", "churchStatementsRule",
  // A paid newsletter's free-to-paid arithmetic, its not-advice line and how its Q&A answers.
  "conversion", "notAdvice", "questionsRule", "inShort", "covering",
  // A producer selling to shops: who it sells to, its trade and shelf prices, the shops' margin and the pace to its goal.
  "stockists", "stockist", "tradePrice", "shelfPrice", "unit", "caseOf", "margin", "shopMargin", "stockistPace", "buyerCount", "foodGroup", "region", "workDays", "callIn",
  // A show selling sponsorship: its medium, reach, price asked, the CPM arithmetic, the founder's rule on ads, the events named.
  "medium", "listeners", "showUnit", "reachWord", "reach", "reachFigure", "askPrice", "pilotPrice", "sponsorMath", "sponsorRule", "sponsorTest",
  "sponsorEvents", "atSponsorEvents", "sponsorsWanted", "surveyTarget", "buys", "adRoute", "adMarketplaces", "hear", "notes", "onAir", "charts",
  // A maker on Etsy or Amazon moving sales to their own site: the platform, the arithmetic, the stall.
  "platform", "ownSiteMath", "ownOrders", "listTarget", "stall", "giftDates",
  // Grown-up buyers: the papers they read, what already worked, the trial arithmetic and the carers' organisations.
  "outlets", "mum", "worked", "pressProof", "pressSubject", "pressStory", "pressAngles", "customers", "trialMaths", "trialRate", "firstWin", "carers",
  "searchPhrases", "searchMoment", "realWords", "firstQuestion", "stayers",
  // A crowdfunding campaign's platform, days, sums and arithmetic, and the platform's rules.
  "campaignPlatform", "launchDate", "endDate", "target", "pledge", "first48", "campaignDays", "campaignMath", "honestRule", "listSize", "signupWorth",
  // Buyers who run their business on a messaging app: the app, its business account, the founder's words.
  "messagingApp", "messagingBusiness", "messagingQuote",
  // A game on a PC or console store: the store, its festival, the wishlist pace the goal needs.
  "store", "festival", "wishlistMath", "release", "likeGame",
  // Software researchers pay for themselves: its prices, trial, the annual target and the goal's arithmetic.
  "monthlyPrice", "yearlyPrice", "annualMonthly", "annualSaving", "annualTarget", "trialDays", "creatorOffer", "subreddits", "paceMath", "annualMath", "payingUsers", "arpuFloor", "procurement",
  // An event selling tickets: its day, tiers, early bird, milestone, money due, who passes it on and what is left out.
  "eventDay", "eventDate", "eventFormat", "eventCity", "earlyPrice", "fullPrice", "studentPrice", "earlyBirdEnds", "ticketTarget", "milestone",
  "milestonePace", "eventMath", "venueDue", "meetups", "universities", "eventPlatforms", "eventShowcase", "talks", "extras", "leftOut", "eventDates", "makers", "makerWord", "workedChannel", "workedTickets", "workedGap", "childrenPrice",
  // A home service on a round: its schedule and visits, clients now and wanted, the pace and a client's worth, the lead sites, the credit, the zip codes.
  "schedule", "visit", "visits", "clientsNow", "clientsGoal", "clientPace", "clientValue", "yearValue", "roundMath", "leadSites", "leadMath", "credit", "oneOffs", "zips", "rhythm", "doorRule",
  // Exam tutoring: the exams and subjects, the group and its price, the goal's arithmetic, the exam year, how tutors are checked.
  "examLevels", "examLevelsOr", "examSearch", "examSubjects", "tutorGroup", "tutorHour", "tutoringMath", "examEaster", "examsFrom", "checkedTutors",
  // Software for licensed clinicians in private practice: who they are, the price, the EHRs, the note formats, the arithmetic, where they talk, the legal and board cautions.
  "clinWho", "clinOne", "clinPrice", "clinEhrs", "clinEhr", "clinFormats", "clinMath", "clinGroups", "clinPodcasts", "clinLegal", "clinBoard", "clinBy", "clinBaa", "clinBaaShort", "clinInput", "clinRecording", "clinFirst", "clinHow", "clinWhat",
  // A brand selling on Amazon or Walmart Marketplace: the store, its tools, the goods, the searches, the prices, the ACoS arithmetic, the copies, the seasons.
  "mbStore", "mbAds", "mbMarket", "mbSite", "mbConsole", "mbFulfil", "mbPrime", "mbGoods", "mbGoodsTitle", "mbSearch", "mbSearches", "mbCompare", "mbVariations",
  "mbVariationsThe", "mbPrices", "mbAvg", "mbRating", "mbGoal", "mbOrders", "mbAcos", "mbAcosYour", "mbMath", "mbBid", "mbBidMath", "mbNiche", "mbSet", "mbSetShort", "mbSetTitle",
  "mbCopies", "mbCopiesFrom", "mbMadeIn", "mbDesignedWe", "mbDesignedCaps", "mbCare", "mbSeasonName", "mbSeasonNow", "mbSeasonLines", "mbSeasonStep", "mbSeasonPush", "mbSeasonAdLine", "mbOrderBy",
  "mbOwnShop", "mbTrademarkOffice", "mbCreators", "mbCreatorsCap", "mbDisclosure", "mbStockIn", "mbStockRule", "mbRegistry", "mbEnhanced", "mbEnhancedShort",
  "mbExperiment", "mbExperimentShort", "mbExperimentStep", "mbFees", "mbRatingYour", "mbWatchLine", "mbReviewAsk", "mbReviewButton", "mbReviewWays", "mbReviewRoutine", "mbVine", "mbVineShort", "mbAttribution", "mbAttributionShort", "mbAttributionWhere", "mbBonus",
  "mbInfluencers", "mbInfluencerStep", "mbBrandStore", "mbBrandStoreShort", "mbDeals", "mbBigDay", "mbReportsSales", "mbReportsAds", "mbSearchReport", "mbRules",
  "mbTermsReport", "mbContact", "mbStrategy", "mbChannels",
  // A funeral director (app/plan-quality/funeral.ts): its word, town, prices and price list, plans and their rules, partners, guide, language, review sites.
  "fuWord", "fuAWord", "fuTown", "fuPriceLine", "fuSimple", "fuDirect", "fuPriceRule", "fuPriceList", "fuPlan", "fuPlanRule", "fuPartners",
  "fuFaith", "fuRegister", "fuRegisterCheck", "fuGuide", "fuBilingual", "fuLanguage", "fuReviewSites", "fuBereavement", "fuTalkGroups",
  "fuRival", "fuSearches", "fuDoctors", "fuDoctorsManager", "fuRegisterMore", "fuAdSearches", "fuAdHeadline", "fuNight", "fuPartnersName", "fuPlanTitle", "fuPlanRuleShort",
  "fuTalkGroupsShort", "fuBereavementShort", "fuLanguagePlaces", "fuLanguagePlacesShort",
  // A funeral celebrant (app/plan-quality/celebrant.ts): its word, fee, training, directory, town, talks, crematoriums and burial grounds, other ceremonies.
  "ceWord", "ceFee", "ceFeeLine", "ceBody", "ceTrained", "ceDirectoryName", "ceDirectory", "ceTown", "ceTalkGroups", "ceBurial", "ceCremAll", "ceCrem", "ceCremStaff", "ceWeddings",
  // A law practice for consumers (app/plan-quality/law.ts): what it is and does, its fees, regulator and rules to check, guides, talks, referrers, review sites, the unregulated advisers it warns against.
  "lawWord", "lawAWord", "lawyer", "lawyers", "lawALawyer", "lawVat", "lawPeopleLike", "lawTown", "lawTowns", "lawServices", "lawFeeLine", "lawPriceLine", "lawFeeShort", "lawExtra", "lawRegulator",
  "lawRegulatorLong", "lawRegistered", "lawPriceRule", "lawAdRules", "lawReferralRule", "lawReviewSites", "lawServiceSearch", "lawSearches", "lawGuideOne",
  "lawGuides", "lawQuestions", "lawQuestionOne", "lawReferrers", "lawFirstReferrers", "lawVenues", "lawVenuesShort", "lawTalk", "lawCommunity",
  "lawCommunityShort", "lawFakes", "lawFakeCheck", "lawFakeCheckUpper", "lawHelp", "lawDecision", "lawChats", "lawWorry", "lawTeam", "lawMath", "lawUnit",
  "lawCasesUpper", "lawNoPromise", "lawOriginals",
  // A care home (app/plan-quality/care-home.ts): what it is, its fees and what they include, the inspector, funding checks, who refers, the community.
  "chWord", "chAWord", "chTown", "chFee", "chFeeShort", "chIncluded", "chFeatures", "chReport", "chInspector", "chRatingLine", "chRated", "chRatedSentence",
  "chFunding", "chDeposit", "chReferrers", "chReferrersShort", "chDementia", "chAdvisers", "chReviewSite", "chSearches", "chRooms", "chResidents",
  "chCommunity", "chParent", "chRespite", "chUrgent", "chNotes", "chFundingPages", "chAdviceWhere", "chHelpWhere", "chFundingIntro",
  // A care-at-home business (app/plan-quality/home-care.ts): what it is, its price and minimum, its carers, regulator, partners, how families pay, the rules to check.
  "hcWord", "hcAWord", "hcGp", "hcTown", "hcPrice", "hcMinimum", "hcPriceLine", "hcTrustProof", "hcDelivered", "hcCall", "hcCallWhen",
  "hcServices", "hcCarers", "hcWage", "hcRegulator", "hcRegistration", "hcRegistrationShort", "hcPartners", "hcPartnersName",
  "hcPartnersShort", "hcCommunity", "hcCommunityName", "hcFunding", "hcFundingStep", "hcFundingNote", "hcPayLine", "hcPayCheck",
  "hcPayQuestion", "hcParent", "hcReviewSites", "hcRules", "hcSearches", "hcFamilies", "hcCare", "hcUrgent", "hcCheck",
  "hcTalkTopics", "hcAdviceSource", "hcPromise", "hcVisit", "hcChoose", "hcQuestion",
  // A print-on-demand shop: its print partner, what it prints, prices and margin, its store, designs and drop, the goal's arithmetic, the bigger order, the marketplaces, photos and delivery.
  "podPartner", "podGoods", "podItem", "podItems", "podPrices", "podMargin", "podMarginShort", "podStore", "podDesigns", "podDrop", "podGoal", "podMath", "podBigger", "podShipping", "podMarketplaces", "podWorn", "podOnThem", "podPhotoPlaces", "podDelivery", "podFitQuestion", "podBannerWhen", "podGiftEmailWhen", "podPhotoStep", "podSignupWhere", "podAdsBundle", "podAdsTracking",
  // An accounting or bookkeeping practice, a tax preparer or a payroll bureau: its clients, the free check, the partners, the referral rules, the switch, the tax year's dates, the searches, the arithmetic.
  "acctCalendar", "acctCategory", "acctCheckBring", "acctCheckFind", "acctCheckNext", "acctCheckResult", "acctCheckSend", "acctCheckSent", "acctCheckTell", "acctCheck", "acctCity", "acctClientsShort", "acctClients", "acctClient", "acctClosedNote", "acctContact", "acctCoversList", "acctCovers", "acctForward", "acctGroupSearch", "acctGroups", "acctHappyWhen", "acctHappy", "acctIntakeShort", "acctIntake", "acctMate", "acctNegatives", "acctOld", "acctARole", "acctSuspectYou", "acctCheckTellYou",
  "acctPain", "acctPartnerAsk", "acctPartnerCards", "acctPartnerEvent", "acctPartnerShort", "acctPartnerTactic", "acctPartnerVisit", "acctPartners", "acctPostBody", "acctPostTitle", "acctPosterLong", "acctPoster", "acctReferralRule", "acctRoleWord", "acctSearchOne", "acctSearches", "acctSeasonName", "acctSeasonOne", "acctSeasonThree", "acctSeasonTwo", "acctSendTo", "acctSortedYou", "acctSorted", "acctStoryLine", "acctStoryResult", "acctSuspect", "acctSwitchList", "acctSwitch", "acctTalk", "acctTeam", "acctTopics", "acctTwoMonths", "acctWho",
  // A letting agent, an estate agent or a US property manager: its clients and homes, the switch, the rules to check, the partners, the boards, the valuation, the numbers that beat a cheap agent.
  "ltAWord", "ltAccidentalShort", "ltAccidental", "ltAgent", "ltAnAgent", "ltGroups", "ltArrears", "ltAssociationShort", "ltAssociation", "ltBoardsUpper", "ltBoards", "ltCheck", "ltClientsUpper", "ltClients", "ltClient", "ltDeposit", "ltDid", "ltEdge", "ltEventUpper", "ltEvent", "ltFee", "ltGoal", "ltHomes", "ltLet",
  "ltOnline", "ltPartnerPair", "ltPartnersShort", "ltPartners", "ltProof", "ltRepairsPromise", "ltRepairs", "ltReviewMoments", "ltReviewSites", "ltRival", "ltRulesShort", "ltRulesSource", "ltRules", "ltSwitchSteps", "ltTenants", "ltTopics", "ltTrade", "ltValuations", "ltValuation", "ltVerb", "ltVoids",
  // An artist selling originals and prints (app/plan-quality/artist.ts): the work, the prices, the galleries, the open studio, the places buyers go, the checks, the goal.
  "artWord", "artPiece", "artPieces", "artOriginals", "artRegion", "artPrice", "artFrom", "artPrints", "artPrintFrom", "artGalleries", "artCommission", "artOpenStudio",
  "artPlaces", "artTrail", "artInstalments", "artInstalmentsShort", "artApproval", "artPress", "artShops", "artGoal", "artMath", "artLandscape",
  // A tattoo or piercing studio (app/plan-quality/tattoo.ts): its styles and searches, the price and deposit, the artists, the books, the rules to check, the area, the goal.
  "ttWord", "ttStyles", "ttStylesUp", "ttSearch", "ttSearches", "ttFrom", "ttDeposit", "ttArtists", "ttEachArtist", "ttBooks", "ttBooksNext", "ttBooksNextUp",
  "ttLicence", "ttAge", "ttArea", "ttAreaShort", "ttGuest", "ttAhead", "ttMath",
  "drWord", "drDevices", "drDevicesUp", "drSearch", "drSearches", "drScreen", "drBattery", "drWarranty", "drWarrantyShort", "drTurnaround", "drReady",
  "drRival", "drCategory", "drCell", "drData", "drRepairRules", "drMath", "drStock",
  // A children's activity club sold to parents (app/plan-quality/kids-club.ts): the activity, the children, the first class, the halls, the schools, the milestones, the checks, the rules to check.
  // A newborn and family photographer (app/plan-quality/family-photo.ts): the sessions, the studio, the price, the products, the checks, the due-date booking, the referrers, the next milestones.
  "fpWord", "fpSessions", "fpStudio", "fpMyStudio", "fpPrice", "fpPriceShort", "fpProducts", "fpProductsShort", "fpGoal", "fpGoalUp", "fpIncludes", "fpDeposit", "fpMath", "fpChecks", "fpNext", "fpClasses", "fpReferrers", "fpGroups", "fpBook",
  "kcActivity", "kcActivityUp", "kcChildren", "kcAges", "kcFirst", "kcAFirst", "kcPrice", "kcPer", "kcJoin", "kcVenue", "kcTheVenue", "kcSchools", "kcSchoolsShort", "kcSchoolsStart",
  "kcDay", "kcADay", "kcDays", "kcDaysUp", "kcReward", "kcNext", "kcWatch", "kcChecks", "kcCheckName", "kcCoach", "kcCampRules", "kcPhotoRule", "kcSibling", "kcWord", "kcMath", "kcBy", "kcSlot",
  // A pet boarding business (app/plan-quality/pet-boarding.ts): the word, the pets, the quiet months and their reasons, the prices, the licence, the visit, the trial, the updates, the full weeks, daycare, the referrers, the photos.
  "pbWord", "pbWordA", "pbWordUp", "pbPets", "pbPetsUp", "pbPet", "pbQuiet", "pbQuietFirst", "pbReasons", "pbNight", "pbDay", "pbDayLine", "pbLicence", "pbLicenceCheck", "pbVisit", "pbTrial", "pbUpdates",
  "pbPeak", "pbDaycare", "pbDaycareGoal", "pbRegular", "pbPrice", "pbSitter", "pbReferrers", "pbReferrersUp", "pbTown", "pbSearch", "pbPhotos", "pbMath", "pbNoCut",
  // A children's entertainer booked for parties (app/plan-quality/party-entertainer.ts): what happens at the party, the children, the price, the venues, the checks, the holidays, the groups, the arithmetic.
  "peWord", "peAWord", "peActs", "peAges", "peChildren", "pePrice", "peParty", "peVenues", "peChecks", "peCheckName", "peCheckDoc", "peInsurance", "peHolidays", "peHolidaysShort", "pePhotoRule", "peGroups", "peMath", "peGoal", "peFairRules",
  // A language services business selling to businesses (app/plan-quality/translator.ts): the pair, the documents, the buyers, the rules, the networks, the fairs, the referrers, the rate.
  "lspWord", "lspPair", "lspDocs", "lspDoc", "lspSampleDoc", "lspSampleShort", "lspBuyer", "lspBuyers", "lspFirms", "lspRules", "lspRulesShort", "lspChecklist", "lspNetworks", "lspNetworksShort", "lspFairs", "lspFairShort", "lspReferrers", "lspDeadline", "lspDeadlines", "lspRisk", "lspAssociations", "lspRate", "lspTurnaround", "lspStandards", "lspStandardsShort", "lspTerms", "lspTermsStep", "lspTermsCheck", "lspTurnaroundName", "lspMarkets", "lspHowShort", "lspHow",
  // A local personal trainer (app/plan-quality/trainer.ts): the sessions and the block, the starter, the bootcamp, the park and its rules, the clients, who refers, the walks, the short blocks.
  "trnWord", "trnSession", "trnBlock", "trnBlockCount", "trnStarter", "trnStarterShort", "trnCamp", "trnCampWhen", "trnCampPrice", "trnPark", "trnWhere", "trnWhereYou", "trnAges", "trnClients",
  "trnReferrers", "trnReferrersShort", "trnWalks", "trnWalksVolunteer", "trnParkRules", "trnSlot", "trnMath", "trnRenew", "trnPlace",
  // A managed IT support company (app/plan-quality/it-support.ts): the offices, the free check, the scheme, the professions' bodies, the arithmetic.
  "itWord", "itAWord", "itCity", "itArea", "itClients", "itOffices", "itCheck", "itScheme", "itSchemeShort", "itSchemeOffer", "itSchemeCheck", "itLawBody", "itAcctBody", "itChamber", "itNotice", "itMath",
  // An architecture or design practice for homeowners (app/plan-quality/architect.ts): the practice, its fee and first visit, its areas and house types, planning, the referrers, the talk.
  "arWord", "arAWord", "arFee", "arFeeLine", "arYourFee", "arLocalNotes", "arVisit", "arTheVisit", "arVisitShort", "arAreas", "arArea", "arAreaTwo", "arAreaWord", "arAreaWords", "arServices", "arHouses", "arHouseTypes", "arHouseType",
  "arPlanning", "arRef", "arRefCheck", "arRefUp", "arPlanningNotes", "arPortal", "arRegister", "arBody", "arCredentials", "arRegs", "arReferrers", "arReferrerPair", "arLibrary", "arTalk", "arTalkShort", "arProject",
  "arProjects", "arBuilt", "arProof", "arSaves", "arStages", "arTeam", "arMath",
  // A recruitment agency (app/plan-quality/recruiter.ts): both sides, the fee and the rebate, the professional bodies, the advisers, the rules to check.
  "recWord", "recAWord", "recTown", "recField", "recPeople", "recRoles", "recRole", "recBuyer", "recBuyers", "recFirms", "recFee", "recTemps", "recGuarantee", "recBodies", "recBodyGroups", "recIntroducers", "recPractice", "recPracticeA", "recSalaryGuide", "recTeam", "recRulesCheck", "recConsent", "recCv", "recCvs", "recMath",
  // A vet practice or a physio's clinic: who treats whom, the first step, the quiet slots, the health plan, the rules to check.
  // A wedding supplier: what it delivers, how it is shown, the moment to ask for a review, the dates still free, the fairs, the arithmetic.
  "wdWord", "wdWords", "wdAWord", "wdWork", "wdProof", "wdProofOne", "wdFresh", "wdFreshName", "wdFreshMessage", "wdBribe", "wdDid", "wdWorry", "wdRemembered", "wdRival", "wdDiy", "wdKit", "wdForSupplier", "wdOthers", "wdThanks", "wdLooks", "wdGuestsSee", "wdWant", "wdAfter", "wdDay", "wdWorryOurs", "wdNeed", "wdPain", "wdGoal", "wdReviewWindow", "wdFreshMessageUpper", "wdReply", "wdShowcase", "wdShowcaseKit", "wdShowcaseOffer", "wdUs", "wdOur", "wdOurs", "wdWe", "wdDecks", "wdWeAre", "wdLive", "wdLiveMoment", "wdPapers", "wdDirectories", "wdDirectoryOne", "wdDirectoryLink", "wdPrice", "wdFrom", "wdMath", "wdTarget", "wdEnquiries", "wdOffPeak", "wdOffPeakOr", "wdOffPeakUpper", "wdOffPeakDates", "wdOffPeakExample", "wdYear", "wdFairs", "wdFairCompare", "wdFairsName", "wdLead",
  // A caterer: its word, city, food, occasions and sizes, the order and the arithmetic, the marketplace, the busy and quiet days, the team, the diets,
  // allergens and paperwork, the people who book food and the buildings they work in; an event caterer's couples, venues, planners, months and directories.
  "ctrWord", "ctrCity", "ctrServes", "ctrFor", "ctrSizes", "ctrOrder", "ctrMath", "ctrMarketplace", "ctrBusyDays", "ctrQuietDays", "ctrQuietDay", "ctrTeam",
  "ctrDiets", "ctrAllergens", "ctrPaperwork", "ctrPaperworkShort", "ctrNetworks", "ctrBuildings", "ctrRadius", "ctrGoal", "ctrDirectRoute",
  "ctrCouple", "ctrCouples", "ctrCouplesUpper", "ctrWedding", "ctrWeddings", "ctrCityIn", "ctrVenueKinds", "ctrPlanners", "ctrQuietMonths", "ctrDirectories",
  "clinicWord", "clinicWho", "clinicPatients", "clinicClient", "clinicWorry", "clinicAfter", "clinicPartners", "clinicFirst", "clinicQuiet", "clinicQuietFirst", "clinicQuietOne", "clinicPlan", "clinicAdRules", "clinicPrivacy", "clinicSearches", "clinicTalk", "clinicSession", "clinicTalkShort", "clinicTalkAd", "clinicPrice", "clinicMath", "clinicBy", "clinicDoctors", "clinicAnimals", "clinicPaying", "clinicPayingLower", "clinicTown", "clinicCovers", "clinicDifferent", "clinicYoung", "clinicHelp",
  "clinicFirstCap", "clinicOthers", "clinicSearchMoment", "clinicNegatives", "clinicRegister", "clinicTreatments", "clinicTreatmentSearch", "clinicOneOff", "clinicNewcomers", "clinicNewcomersShort", "clinicQuietWho", "clinicFinance", "clinicPlanLine", "clinicRecallRule", "clinicSpecialist",
  // Early-years childcare: the setting, the visits and their times, the carer, the funding and its checks, the regulator, where parents ask, the employers.
  "ccWord", "ccWords", "ccA", "ccACap", "ccAges", "ccTown", "ccHoursComma", "ccFeatureComma", "ccFeaturePhotos", "ccVisit", "ccVisits", "ccVisitsCap", "ccVisitTimes", "ccVisitTimesShort", "ccVisitSlots",
  "ccCarer", "ccCarerShort", "ccLead", "ccStarts", "ccPlacesWord", "ccEmployers", "ccEmployersAt", "ccEmployersCap", "ccFunding", "ccFundingName", "ccFundingShort", "ccFundingCheck", "ccFundedLine", "ccTax", "ccSacrifice",
  "ccRegulator", "ccRegister", "ccHandbook", "ccReports", "ccRatios", "ccFirstAid", "ccAsk", "ccAskShort", "ccCentre", "ccDirectory", "ccSearch", "ccSearches", "ccCategory", "ccMeet", "ccOrganisers", "ccTopic",
  "ccFeeExamples", "ccOpenedLine", "ccRegisteredLine",
  // Hardware sold to farms, vineyards and field operators: the device, who buys it, the unit a pilot covers, the season's words and months, the advisers, the meetings, the results, the arithmetic and the payback.
  "agDevice", "agFarms", "agOne", "agOneUpper", "agUnit", "agUnitSize", "agOff", "agBefore", "agResults", "agSeason", "agAdvisers", "agAdvisersShort", "agAdviser",
  "agEvents", "agResultsIn", "agResultsShort", "agMath", "agPayback", "agKit", "agMonthly", "agPrice", "agGoal", "agSaving", "agRegion", "agPeers",
  "agGrower", "agPeersUpper", "agInSell", "agInLastCall", "agInSeasonStart", "agInHarvest",
];

/** Every sentence a founder reads, with the sentences that only say what a tactic avoids taken out. */
function textsOf(t: LibraryTactic): string[] {
  return [
    t.name, t.why, t.description, ...t.steps, ...t.resourcesNeeded, ...t.successMetrics, t.template, t.marketingWisdom,
    ...Object.values(t.workaround ?? {}),
  ];
}

async function load(): Promise<[string, LibraryTactic[]][]> {
  const out: [string, LibraryTactic[]][] = [];
  for (const [path, importer] of Object.entries(FILES)) {
    const mod = await importer();
    const lists = Object.values(mod).filter(Array.isArray) as LibraryTactic[][];
    out.push([path.split("/").pop()!, lists.flat()]);
  }
  return out;
}

const files = await load();
const allIds = files.flatMap(([, list]) => list.map((t) => t.id));

describe("the library as a whole", () => {
  it("has at least 120 tactics with unique ids and names", () => {
    expect(allIds.length).toBeGreaterThanOrEqual(120);
    expect(new Set(allIds).size).toBe(allIds.length);
    const names = files.flatMap(([, list]) => list.map((t) => t.name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it("covers every kind of business with enough tactics to choose from", () => {
    for (const kind of BUSINESS_KINDS) {
      const count = files.flatMap(([, l]) => l).filter((t) => t.kinds.includes(kind)).length;
      expect(count, kind).toBeGreaterThanOrEqual(12);
    }
  });
});

/** A tactic and each way it can read: for a business that goes to its customers, for an app already listed in a marketplace. */
function withVariants(t: LibraryTactic): [string, LibraryTactic][] {
  return [
    [t.id, t],
    ...(t.visiting ? [[`${t.id} (visiting)`, { ...t, ...t.visiting }] as [string, LibraryTactic]] : []),
    ...(t.listed ? [[`${t.id} (listed)`, { ...t, ...t.listed }] as [string, LibraryTactic]] : []),
    ...(t.membership ? [[`${t.id} (membership)`, { ...t, ...t.membership }] as [string, LibraryTactic]] : []),
    ...(t.remote ? [[`${t.id} (remote)`, { ...t, ...t.remote }] as [string, LibraryTactic]] : []),
    ...(t.homeRound ? [[`${t.id} (home round)`, { ...t, ...t.visiting, ...t.homeRound }] as [string, LibraryTactic]] : []),
    ...(t.subscribed ? [[`${t.id} (subscribed)`, { ...t, ...t.subscribed }] as [string, LibraryTactic]] : []),
  ];
}

describe.each(files)("library file %s", (_file, tactics) => {
  it.each(tactics.flatMap(withVariants))("%s keeps the library's rules", (_id, t) => {
    const texts = textsOf(t);
    const all = texts.join("\n");
    // Shape.
    expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(t.kinds.length).toBeGreaterThan(0);
    expect(t.stages.length).toBeGreaterThan(0);
    expect(t.goals.length).toBeGreaterThan(0);
    expect(t.channels.length).toBeGreaterThan(0);
    expect(t.steps.length).toBeGreaterThanOrEqual(3);
    expect(t.setupSteps).toBeGreaterThanOrEqual(0);
    expect(t.setupSteps).toBeLessThan(t.steps.length);
    expect(t.cost.min).toBeLessThanOrEqual(t.cost.max);
    expect(t.hoursPerWeek).toBeGreaterThan(0);
    expect(t.why.trim().split(/(?<=[.!?])\s+/).length, "why is one sentence").toBe(1);
    for (const skill of [...t.requires, ...t.uses]) expect(valuesOf(SKILLS)).toContain(skill);
    for (const skill of Object.keys(t.workaround ?? {})) expect(t.requires).toContain(skill);

    // One placeholder style: {token} for what Liftoff fills, {{slot}} for what the sender fills.
    expect(all, "no [square bracket] placeholders").not.toMatch(/\[[^\]\n]{1,60}\]/);
    for (const [, token] of all.matchAll(/(?<!\{)\{([a-zA-Z]+)\}(?!\})/g)) expect(FILL_TOKENS).toContain(token);
    for (const [, slot] of all.matchAll(/\{\{([^{}]*)\}\}/g)) expect(slot).toMatch(/^[a-z0-9][a-z0-9 '’/-]{0,40}$/);
    expect(all, "no slot for what the founder already gave").not.toMatch(
      /\{\{(product|product name|your product|link|website|url|audience|target audience|city|town|place|region|country|price)\}\}/,
    );
    // Money is stated once, by the planner, from `cost`.
    expect(all, "no dollar amounts in the text").not.toMatch(/\$\s?\d/);

    // The template is its own and names the product.
    expect(t.template.length).toBeGreaterThan(120);
    expect(t.template).toContain("{product}");

    // Channels: every channel the text leans on is declared, so "what does not work for you" and
    // the checker see the same tactic.
    for (const tag of affirmedChannels(all)) expect(t.channels, `text leans on "${tag}" (${CHANNEL_PATTERNS[tag]})`).toContain(tag);
    for (const tag of t.channels) expect(CHANNEL_TAGS).toContain(tag);
    if (!t.contactsIndividuals) {
      for (const tag of DIRECT_CONTACT_TAGS) expect(t.channels, "private contact declared as none").not.toContain(tag);
    }
    // A show selling sponsorship leans on sponsors who pay it, and a charity on supporters who sponsor an animal: that channel is income, not paid.
    const paidChannel = t.channels.some((c) => PAID_TAGS.includes(c) && !((t.sponsorship || t.charity) && c === "sponsorships"));
    if (paidChannel) expect(t.paid).toBe(true);
    if (t.paid) expect(t.cost.min).toBeGreaterThan(0);
    if (t.kinds.includes("local") && t.kinds.length === 1) expect(t.channels).not.toContain("product-hunt");
  });
});

describe("creator stories", () => {
  const tactic = files.flatMap(([, list]) => list).find((t) => t.id === "creator-student-success-stories");
  const source = readFileSync(new URL("../../app/generation/planner/library/creator.ts", import.meta.url), "utf8");

  it("asks finishers and members the same four questions, written once in the library", () => {
    expect(tactic?.membership?.template).toBeDefined();
    const questions = (text: string) => text.slice(text.indexOf("1. Where were you"), text.indexOf("Thank you for being part of it"));
    expect(questions(tactic!.template)).toMatch(/4\. What would you tell someone who's unsure whether to join\?/);
    expect(questions(tactic!.membership!.template!)).toBe(questions(tactic!.template));
    expect(source.split("What had you already tried?").length - 1, "the questions live in one constant").toBe(1);
  });
});
