/** Made-up early-access sign-ups: `npm run demo` stores them all, the admin screenshots the first six. */
export const SAMPLE_WAITLIST: { fullName: string; email: string; productName: string; productWebsite?: string }[] = [
  { fullName: "Amara Okafor", email: "amara@tidepool.app", productName: "Tidepool", productWebsite: "https://tidepool.app" },
  { fullName: "Jonas Lindqvist", email: "jonas@fjordfit.se", productName: "FjordFit", productWebsite: "https://fjordfit.se" },
  { fullName: "Priya Raman", email: "priya@ledgerly.io", productName: "Ledgerly", productWebsite: "https://ledgerly.io" },
  { fullName: "Mateo García", email: "mateo@panaderiamateo.es", productName: "Panadería Mateo" },
  { fullName: "Chloé Martin", email: "chloe@atelier-lin.fr", productName: "Atelier Lin", productWebsite: "https://atelier-lin.fr" },
  { fullName: "Yuki Tanaka", email: "yuki@kanjiloop.jp", productName: "KanjiLoop", productWebsite: "https://kanjiloop.jp" },
  { fullName: "Sam Whitfield", email: "sam@quietdesk.co", productName: "QuietDesk", productWebsite: "https://quietdesk.co" },
  { fullName: "Lena Hoffmann", email: "lena@rootcause.dev", productName: "RootCause", productWebsite: "https://rootcause.dev" },
  { fullName: "Omar Haddad", email: "omar@shipfast.tools", productName: "ShipFast Tools" },
  { fullName: "Grace Mensah", email: "grace@kentecraft.shop", productName: "Kente Craft", productWebsite: "https://kentecraft.shop" },
  { fullName: "Ravi Shah", email: "ravi@clinicqueue.in", productName: "ClinicQueue", productWebsite: "https://clinicqueue.in" },
  { fullName: "Nora Eriksen", email: "nora@trailmix.app", productName: "Trailmix", productWebsite: "https://trailmix.app" },
];
