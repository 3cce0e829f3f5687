import { graphql } from "../../../gql";

export const RateFieldsFragment = graphql(`
  fragment RateFields_rate on Rate {
    id
    category
    priceInr
    effectiveFrom
  }
`);

/** Each category's price now, and the prices scheduled to follow. */
export const RateCardQuery = graphql(`
  query RateCard {
    rateCard {
      current {
        ...RateFields_rate
      }
      scheduled {
        ...RateFields_rate
      }
    }
  }
`);
