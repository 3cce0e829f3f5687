export {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverProps,
  type PopoverTriggerProps,
} from "./Popover";
