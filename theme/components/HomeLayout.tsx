import { Hero } from './Hero';
import { HomeFooter } from './HomeFooter';
import { ToolStack } from './ToolStack';
import { useNavbarFade } from './useNavbarFade';

export function HomeLayout() {
  useNavbarFade();
  return (
    <div className="rslib-home">
      <Hero />
      <ToolStack />
      <HomeFooter />
    </div>
  );
}
