export { IconTile, type IconTileProps, type IconTileTone } from "./IconTile";
