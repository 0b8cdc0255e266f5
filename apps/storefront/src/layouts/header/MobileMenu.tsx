import { MobileNavigation, type MobileNavigationProps } from '@clubshop/ui-kit';

/** ui-kit's slide-in navigation, as the default export of the chunk the burger loads. */
export default function MobileMenu(props: MobileNavigationProps) {
  return <MobileNavigation {...props} />;
}
