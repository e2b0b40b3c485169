import { BUSINESS_FIXTURES } from "./tests/support/business-fixtures";
for (const f of BUSINESS_FIXTURES) console.log(f.id, f.answers.productType, "|", f.answers.audiencePersona.slice(0, 110), "||", f.answers.productDescription.slice(0,90));
