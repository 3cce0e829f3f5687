import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode } from "react";
import * as styles from "./Sidebar.css";
import { IconButton } from "../IconButton/IconButton";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export interface SidebarNavItem {
  /** Visible name ("Messages"). */
  label: string;
  /** Where it goes ("/projects"). */
  href: string;
  /** A decorative icon, e.g. `<Inbox size={18} />`. */
  icon?: ReactNode;
  /** A badge after the label (`<Badge tone="brand">Beta</Badge>`). */
  badge?: ReactNode;
  /** The current page: highlighted and `aria-current="page"`. */
  active?: boolean;
}

/** What `renderLink` receives: spread it onto your router's link. */
export interface SidebarLinkProps {
  href: string;
  className: string;
  "aria-current"?: "page";
  onClick: () => void;
  children: ReactNode;
}

export interface SidebarProps {
  /** The navigation entries, in order. */
  items: readonly SidebarNavItem[];
  /** Open state of the mobile slide-in sheet (ignored on large screens, where it is always shown). */
  open: boolean;
  /** Called to open or close the mobile sheet (also after a link is chosen). */
  onOpenChange: (open: boolean) => void;
  /** Top of the sidebar: the app's logo or name. */
  header?: ReactNode;
  /** Bottom of the sidebar. */
  footer?: ReactNode;
  /** Names the navigation landmark. @default "Main navigation" */
  label?: string;
  /** Accessible name of the sheet's close button. @default "Close navigation" */
  closeLabel?: string;
  /**
   * Renders each link; defaults to `<a>`. For react-router:
   * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
   */
  renderLink?: (props: SidebarLinkProps) => ReactNode;
}

const defaultRenderLink = ({ href, ...props }: SidebarLinkProps) => <a href={href} {...props} />;

function SidebarNav({
  items,
  label,
  renderLink,
  onNavigate,
}: Pick<SidebarProps, "items"> & {
  label: string;
  renderLink: (props: SidebarLinkProps) => ReactNode;
  onNavigate: () => void;
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: styles.link,
              ...(item.active ? { "aria-current": "page" as const } : {}),
              onClick: onNavigate,
              children: (
                <>
                  {item.icon && (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span className={styles.linkLabel}>{item.label}</span>
                  {item.badge}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An app's main navigation: fixed at the left on large screens, a slide-in sheet (a modal dialog
 * with focus trapped) on smaller ones, opened from `TopBar`'s menu button.
 */
export function Sidebar({
  items,
  open,
  onOpenChange,
  header,
  footer,
  label = "Main navigation",
  closeLabel = "Close navigation",
  renderLink = defaultRenderLink,
}: SidebarProps) {
  return (
    <>
      <aside className={styles.desktop}>
        <div className={styles.panel}>
          {header && <div className={styles.header}>{header}</div>}
          <SidebarNav
            items={items}
            label={label}
            renderLink={renderLink}
            onNavigate={() => undefined}
          />
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </aside>
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className={styles.overlay} />
          <DialogPrimitive.Content className={styles.sheet} aria-describedby={undefined}>
            <VisuallyHidden>
              <DialogPrimitive.Title>{label}</DialogPrimitive.Title>
            </VisuallyHidden>
            <div className={styles.panel}>
              <div className={styles.header}>
                {header}
                <DialogPrimitive.Close asChild>
                  <IconButton
                    className={styles.sheetClose}
                    label={closeLabel}
                    icon={<X size={20} />}
                  />
                </DialogPrimitive.Close>
              </div>
              <SidebarNav
                items={items}
                label={label}
                renderLink={renderLink}
                onNavigate={() => onOpenChange(false)}
              />
              {footer && <div className={styles.footer}>{footer}</div>}
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
