import { Field, ID, Int, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";

@ObjectType({ description: "A row of an import that was not imported.", simpleResolvers: true })
export class ContactImportError {
  @Field(() => Int, { description: "The file's row; row 1 is the header." })
  row!: number;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: "A CSV import of contacts and its progress.", simpleResolvers: true })
export class ContactImport {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "running, completed or failed." })
  status!: string;

  @Field(() => Int, { nullable: true, description: "The file's data rows; null until counted." })
  total!: number | null;

  @Field(() => Int)
  processed!: number;

  @Field(() => Int)
  created!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int, { description: "Rows not imported." })
  failed!: number;

  @Field(() => [ContactImportError], {
    description: "The first 100 rows not imported; the report (REST) has them all.",
  })
  errors!: ContactImportError[];

  @Field(() => String, { nullable: true, description: "Why the whole import stopped, if it did." })
  failureReason!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  completedAt!: string | null;
}
