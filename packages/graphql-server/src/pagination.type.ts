import type { ClassType } from "type-graphql";
import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import {
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  type PageInfo as PageInfoShape,
} from "@aizapy/contracts";

@ObjectType({
  description: "Where a page sits in its list, and the cursors to move from it.",
  simpleResolvers: true,
})
export class PageInfo implements PageInfoShape {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean)
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `before` for the previous page." })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor!: string | null;
}

/** `first`/`after` walks forward, `last`/`before` walks back; `last` alone is the last page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true })
  first?: number;

  @Field(() => String, { nullable: true })
  after?: string;

  @Field(() => Int, { nullable: true })
  last?: number;

  @Field(() => String, { nullable: true })
  before?: string;
}

/** An unpaged list's size: its newest `limit` rows (listLimit in @aizapy/contracts). */
@ArgsType()
export class ListLimitArgs {
  @Field(() => Int, { defaultValue: LIST_LIMIT_DEFAULT, description: `At most ${LIST_LIMIT_MAX}.` })
  limit!: number;
}

/** The page type of one list: `PageOf(Business, "BusinessPage")`. */
export function PageOf<Item extends object>(itemType: ClassType<Item>, name: string) {
  @ObjectType(name, { simpleResolvers: true })
  class ItemPage {
    @Field(() => [itemType])
    items!: Item[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ItemPage;
}
