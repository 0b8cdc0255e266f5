'use client';

// The kit's Header wants a search callback: a function cannot travel from a server component to
// a client one, so the app's own small client component supplies it (the kit's data props stay
// plain data from the server).
import { Header, type HeaderProps } from '@clubshop/ui-kit';
import { useRouter } from 'next/navigation';

export function SiteHeader(props: Omit<HeaderProps, 'onSearch'>) {
  const router = useRouter();
  return <Header {...props} onSearch={(term) => router.push(`/?q=${encodeURIComponent(term)}`)} />;
}
