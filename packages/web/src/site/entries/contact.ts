import { hydrateIslands } from "../islands/hydrate-islands";
import { contactIslands } from "../pages/contact/islands";

hydrateIslands(contactIslands);
