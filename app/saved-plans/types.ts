/** What a /saved card or list row shows: the list query reads nothing more. */
export type PlanCard = {
  id: number;
  productName: string;
  productDescription: string;
  primaryGoal: string;
  audienceType: string;
  audienceGeography: string;
  createdAt: string;
};
