import type { LibraryTactic } from "../types";
import { B2B_TACTICS } from "./b2b";
import { CONSUMER_TACTICS } from "./consumer";
import { CROWDFUNDING_TACTICS } from "./crowdfunding";
import { CREATOR_TACTICS } from "./creator";
import { DEVTOOL_TACTICS } from "./devtool";
import { ECOMMERCE_TACTICS } from "./ecommerce";
import { EVENT_TACTICS } from "./events";
import { GENERAL_TACTICS } from "./general";
import { GROWN_UP_TACTICS } from "./grown-ups";
import { HOME_SERVICE_TACTICS } from "./home-services";
import { LESSONS_TACTICS } from "./lessons";
import { GARAGE_TACTICS } from "./garage";
import { CYCLE_TACTICS } from "./cycle";
import { DEALER_TACTICS } from "./dealer";
import { STORAGE_TACTICS } from "./storage";
import { FARM_TACTICS } from "./farm";
import { LOCAL_TACTICS } from "./local";
import { WEDDING_SUPPLIER_TACTICS } from "./wedding-suppliers";
import { MAKER_TACTICS } from "./maker";
import { MARKETPLACE_TACTICS } from "./marketplace";
import { NEWSLETTER_TACTICS } from "./newsletter";
import { RESEARCH_TACTICS } from "./research";
import { SCALE_TACTICS } from "./scale";
import { WHOLESALE_TACTICS } from "./wholesale";
import { SPONSORSHIP_TACTICS } from "./sponsorship";
import { STORE_GAME_TACTICS } from "./store-game";
import { STAY_TACTICS } from "./stays";
import { MOBILE_FOOD_TACTICS } from "./mobile-food";
import { TUTORING_TACTICS } from "./tutoring";
import { CHARITY_TACTICS } from "./charity";
import { WORKSPACE_TACTICS } from "./workspace";
import { TAPROOM_TACTICS } from "./taproom";
import { RESTAURANT_TACTICS } from "./restaurant";
import { EXPERIENCE_TACTICS } from "./experience";
import { VENUE_TACTICS } from "./venues";
import { GYM_TACTICS } from "./gym";
import { CLINIC_TACTICS } from "./clinic";
import { CHILDCARE_TACTICS } from "./childcare";
import { INSTALLER_TACTICS } from "./installer";
import { REMOVALS_TACTICS } from "./removals";
import { HOME_CARE_TACTICS } from "./home-care";
import { CARE_HOME_TACTICS } from "./care-home";
import { FUNERAL_TACTICS } from "./funeral";
import { CELEBRANT_TACTICS } from "./celebrant";
import { LAW_TACTICS } from "./law";
import { KIDS_CLUB_TACTICS } from "./kids-club";
import { PET_BOARDING_TACTICS } from "./pet-boarding";
import { FAMILY_PHOTO_TACTICS } from "./family-photo";
import { TATTOO_TACTICS } from "./tattoo";
import { DEVICE_REPAIR_TACTICS } from "./device-repair";
import { PARTY_ENTERTAINER_TACTICS } from "./party-entertainer";
import { TRAINER_TACTICS } from "./trainer";
import { ARCHITECT_TACTICS } from "./architect";
import { DRIVING_TACTICS } from "./driving";
import { ADULT_CLASSES_TACTICS } from "./adult-classes";
import { PRIVATE_TEACHER_TACTICS } from "./private-teacher";
import { COACHING_TACTICS } from "./coaching";
import { MEMBERSHIP_TACTICS } from "./membership";
import { FARM_BOX_TACTICS } from "./farm-box";
import { FLORIST_TACTICS } from "./florist";
import { ADVISER_TACTICS } from "./advisers";
import { JOB_BOARD_TACTICS } from "./job-board";
import { BOOK_TACTICS } from "./books";
import { BAND_TACTICS } from "./band";
import { TOUR_TACTICS } from "./tours";
import { SCHOOL_TACTICS } from "./schools";
import { MEET_PEOPLE_TACTICS } from "./dating";
import { YOUNG_CHILDREN_TACTICS } from "./young-children";
import { SMALLHOLDER_TACTICS } from "./smallholders";
import { FARM_EQUIPMENT_TACTICS } from "./farm-equipment";
import { DESKTOP_TACTICS } from "./desktop";
import { WP_PLUGIN_TACTICS } from "./wp-plugin";
import { AGENCY_TACTICS } from "./agency";
import { CATERER_TACTICS } from "./caterer";
import { BROWSER_EXTENSION_TACTICS } from "./browser-extension";
import { DIGITAL_PRODUCT_TACTICS } from "./digital-product";
import { CHURCH_TACTICS } from "./church";
import { CLINICIAN_TACTICS } from "./clinician";
import { AGTECH_TACTICS } from "./agtech";
import { MARKETPLACE_BRAND_TACTICS } from "./marketplace-brand";
import { POD_TACTICS } from "./print-on-demand";
import { ARTIST_TACTICS } from "./artist";
import { ACCOUNTING_TACTICS } from "./accounting";
import { RECRUITER_TACTICS } from "./recruiter";
import { TRANSLATOR_TACTICS } from "./translator";
import { IT_SUPPORT_TACTICS } from "./it-support";
import { LETTING_TACTICS } from "./letting";

/**
 * The curated tactic library of the built-in planner, one file per kind of business. Order matters
 * only for ties: the planner prefers the earlier entry, so the same answers always give the same plan.
 */
export const TACTIC_LIBRARY: readonly LibraryTactic[] = [
  ...LOCAL_TACTICS,
  ...WEDDING_SUPPLIER_TACTICS,
  ...HOME_SERVICE_TACTICS,
  ...LESSONS_TACTICS,
  ...GARAGE_TACTICS,
  ...CYCLE_TACTICS,
  ...DEALER_TACTICS,
  ...STORAGE_TACTICS,
  ...FARM_TACTICS,
  ...STAY_TACTICS,
  ...MOBILE_FOOD_TACTICS,
  ...TUTORING_TACTICS,
  ...CHARITY_TACTICS,
  ...WORKSPACE_TACTICS,
  ...TAPROOM_TACTICS,
  ...RESTAURANT_TACTICS,
  ...EXPERIENCE_TACTICS,
  ...VENUE_TACTICS,
  ...GYM_TACTICS,
  ...CLINIC_TACTICS,
  ...CHILDCARE_TACTICS,
  ...INSTALLER_TACTICS,
  ...REMOVALS_TACTICS,
  ...HOME_CARE_TACTICS,
  ...CARE_HOME_TACTICS,
  ...FUNERAL_TACTICS,
  ...CELEBRANT_TACTICS,
  ...LAW_TACTICS,
  ...KIDS_CLUB_TACTICS,
  ...PET_BOARDING_TACTICS,
  ...FAMILY_PHOTO_TACTICS,
  ...TATTOO_TACTICS,
  ...DEVICE_REPAIR_TACTICS,
  ...PARTY_ENTERTAINER_TACTICS,
  ...TRAINER_TACTICS,
  ...ARCHITECT_TACTICS,
  ...COACHING_TACTICS,
  ...MEMBERSHIP_TACTICS,
  ...FARM_BOX_TACTICS,
  ...FLORIST_TACTICS,
  ...ADVISER_TACTICS,
  ...JOB_BOARD_TACTICS,
  ...BOOK_TACTICS,
  ...BAND_TACTICS,
  ...TOUR_TACTICS,
  ...SCHOOL_TACTICS,
  ...MEET_PEOPLE_TACTICS,
  ...YOUNG_CHILDREN_TACTICS,
  ...DRIVING_TACTICS,
  ...ADULT_CLASSES_TACTICS,
  ...PRIVATE_TEACHER_TACTICS,
  ...SMALLHOLDER_TACTICS,
  ...FARM_EQUIPMENT_TACTICS,
  ...DESKTOP_TACTICS,
  ...WP_PLUGIN_TACTICS,
  ...AGENCY_TACTICS,
  ...CATERER_TACTICS,
  ...BROWSER_EXTENSION_TACTICS,
  ...DIGITAL_PRODUCT_TACTICS,
  ...CHURCH_TACTICS,
  ...CLINICIAN_TACTICS,
  ...AGTECH_TACTICS,
  ...MARKETPLACE_BRAND_TACTICS,
  ...POD_TACTICS,
  ...ARTIST_TACTICS,
  ...ACCOUNTING_TACTICS,
  ...RECRUITER_TACTICS,
  ...TRANSLATOR_TACTICS,
  ...IT_SUPPORT_TACTICS,
  ...LETTING_TACTICS,
  ...CONSUMER_TACTICS,
  ...STORE_GAME_TACTICS,
  ...WHOLESALE_TACTICS,
  ...MAKER_TACTICS,
  ...GROWN_UP_TACTICS,
  ...ECOMMERCE_TACTICS,
  ...CREATOR_TACTICS,
  ...NEWSLETTER_TACTICS,
  ...SPONSORSHIP_TACTICS,
  ...CROWDFUNDING_TACTICS,
  ...EVENT_TACTICS,
  ...DEVTOOL_TACTICS,
  ...B2B_TACTICS,
  ...RESEARCH_TACTICS,
  ...GENERAL_TACTICS,
  ...SCALE_TACTICS,
  ...MARKETPLACE_TACTICS,
];
